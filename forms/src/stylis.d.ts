/** stylis (emotion's CSS compiler) ships no types; style-cache.ts uses its vendor-prefix plugin (emotion's default),
 * its test the compiler itself. */
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export const prefixer: StylisPlugin;
  export const stringify: StylisPlugin;
  export function compile(css: string): unknown[];
  export function middleware(plugins: StylisPlugin[]): StylisPlugin;
  export function serialize(elements: unknown[], callback: StylisPlugin): string;
}
