import { Wordmark } from './Wordmark';

/** Middle Bay: three waves and a two-weight wordmark. */
export function MiddleBayLogo({
  color = '#0d6680',
  accent = '#e3a83b',
}: {
  color?: string;
  accent?: string;
}) {
  return (
    <Wordmark title="Middle Bay" width={240}>
      {[14, 24, 34].map((y, i) => (
        <path
          key={y}
          d={`M2 ${y} q8 -7 16 0 t16 0`}
          fill="none"
          stroke={i === 1 ? accent : color}
          strokeWidth="4"
          strokeLinecap="round"
        />
      ))}
      <text x="44" y="33" fontFamily="Arial, sans-serif" fontSize="26" fill={color}>
        <tspan fontWeight="300">Middle</tspan>
        <tspan fontWeight="800">Bay</tspan>
      </text>
    </Wordmark>
  );
}
