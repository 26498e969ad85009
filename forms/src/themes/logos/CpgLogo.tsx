import { Wordmark } from './Wordmark';

/** Container-port group: stacked containers and the CPG wordmark. */
export function CpgLogo({ color = '#123b63', accent = '#e07a1f' }: { color?: string; accent?: string }) {
  return (
    <Wordmark title="CPG Container Port Group" width={230}>
      <rect x="2" y="26" width="30" height="14" rx="2" fill={accent} />
      <rect x="8" y="10" width="30" height="14" rx="2" fill={color} />
      <text
        x="48"
        y="30"
        fontFamily="Arial Black, Arial, sans-serif"
        fontSize="26"
        fontWeight="900"
        fill={color}
      >
        CPG
      </text>
      <text x="48" y="43" fontFamily="Arial, sans-serif" fontSize="9.5" letterSpacing="2" fill={color}>
        CONTAINER PORT GROUP
      </text>
    </Wordmark>
  );
}
