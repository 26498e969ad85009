import type { ReactNode } from 'react';

interface Props {
  /** Accessible name of the logo. */
  title: string;
  width: number;
  height?: number;
  children: ReactNode;
}

/** The frame every division wordmark is drawn in (inline SVG: no image requests, crisp at any size). */
export function Wordmark({ title, width, height = 48, children }: Props) {
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${width} ${height}`}
      height={height}
      style={{ maxWidth: '100%', display: 'block' }}
    >
      <title>{title}</title>
      {children}
    </svg>
  );
}
