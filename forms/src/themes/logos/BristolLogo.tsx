import { Wordmark } from './Wordmark';

/** Bristol: an anchor-like arch over a serif wordmark. */
export function BristolLogo({ color = '#1f5f4a', accent = '#c9971c' }: { color?: string; accent?: string }) {
  return (
    <Wordmark title="Bristol" width={200}>
      <path d="M6 40 Q22 4 38 40" fill="none" stroke={accent} strokeWidth="5" strokeLinecap="round" />
      <circle cx="22" cy="30" r="5" fill={color} />
      <text
        x="48"
        y="34"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="28"
        fontWeight="700"
        fill={color}
      >
        Bristol
      </text>
    </Wordmark>
  );
}
