/** The peers' definitions and data, computed by peers.ts from peers/definitions.ts and given to Vite at build time. */
declare module 'virtual:peer-definitions' {
  export const formio: Record<string, unknown>;
  export const survey: Record<string, unknown>;
  export const data: Record<string, string>;
}
