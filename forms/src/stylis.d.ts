/**
 * stylis (emotion's CSS compiler) ships no types; style-cache.ts uses its vendor-prefix plugin (emotion's
 * default) and its serializer, its test the compiler itself.
 */
declare module 'stylis' {
  import type { StylisElement, StylisPlugin, StylisPluginCallback } from '@emotion/cache';

  export const prefixer: StylisPlugin;
  export const stringify: StylisPlugin;
  export function compile(css: string): StylisElement[];
  export function middleware(plugins: StylisPlugin[]): StylisPluginCallback;
  export function serialize(elements: StylisElement[], callback: StylisPluginCallback): string;
}
