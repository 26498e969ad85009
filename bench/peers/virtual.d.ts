/** The peers' definitions and data, computed by peers.ts from peers/definitions.ts and given to Vite at build time. */
declare module 'virtual:peer-definitions' {
  export const formio: Record<string, unknown>;
  export const survey: Record<string, unknown>;
  export const data: Record<string, string>;
}

/** The eight-step application's validator module exactly as the API serves it to the customer pages. */
declare module 'virtual:our-validators' {
  const validators: Record<string, unknown>;
  export = validators;
}
