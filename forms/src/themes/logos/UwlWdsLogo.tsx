import { Wordmark } from './Wordmark';

/** The UWL / WDS group: a globe-and-arrow mark with the division's letters and full name. */
export function UwlWdsLogo({
  code,
  name,
  color = '#1b2a3a',
  accent = '#c8102e',
}: {
  code: string;
  name: string;
  color?: string;
  accent?: string;
}) {
  return (
    <Wordmark title={name} width={300}>
      <circle cx="22" cy="24" r="18" fill="none" stroke={color} strokeWidth="4" />
      <path
        d="M4 24h36M22 6c-9 10-9 26 0 36M22 6c9 10 9 26 0 36"
        fill="none"
        stroke={color}
        strokeWidth="2"
      />
      <path d="M10 34 L38 12" stroke={accent} strokeWidth="5" strokeLinecap="round" />
      <text
        x="50"
        y="30"
        fontFamily="Arial Black, Arial, sans-serif"
        fontSize="26"
        fontWeight="900"
        fill={color}
      >
        {code.toUpperCase()}
      </text>
      {name.toUpperCase() !== code.toUpperCase() && (
        <text x="50" y="43" fontFamily="Arial, sans-serif" fontSize="9" letterSpacing="1.5" fill={accent}>
          {name.toUpperCase()}
        </text>
      )}
    </Wordmark>
  );
}
