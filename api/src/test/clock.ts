/** A clock that tests move by hand, for the job runs' `now` option (hours of retries in a second). */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function testClock(start = new Date()): TestClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
  };
}

/** A logger that keeps what the worker logs, by level. */
export function recordingLogger() {
  const lines: Array<{ level: 'info' | 'warn' | 'error'; fields: unknown; msg: string }> = [];
  const at =
    (level: 'info' | 'warn' | 'error') =>
    (fields: unknown, msg = '') => {
      lines.push({ level, fields, msg });
    };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}
