/** A rule of the §5 table before it is expanded over form keys: path, bad value (null = missing), message. */
export type Rule = [path: string, value: unknown, message: string | null, given?: Record<string, unknown>];

/** A string of `n` characters, for maximum-length rules. */
export const long = (n: number, c = 'A') => c.repeat(n);
