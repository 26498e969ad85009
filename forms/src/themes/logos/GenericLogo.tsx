import { Wordmark } from './Wordmark';

/** Any other company of the group: its name in the default theme's style. */
export function GenericLogo({
  name,
  color = '#123b63',
  accent = '#e07a1f',
}: {
  name: string;
  color?: string;
  accent?: string;
}) {
  return (
    <Wordmark title={name} width={260}>
      <rect x="2" y="10" width="8" height="30" rx="2" fill={accent} />
      <text x="18" y="34" fontFamily="Arial, sans-serif" fontSize="24" fontWeight="800" fill={color}>
        {name}
      </text>
    </Wordmark>
  );
}
