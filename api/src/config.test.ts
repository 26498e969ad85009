import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from './config';

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('loadConfig', () => {
  it('gives safe development defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(c.publicOrigin).toBe('http://localhost:3000');
    expect(c.chromiumPath).toBe('/usr/bin/chromium');
    expect(c.idleTimeoutMinutes).toBe(30);
    expect(c.accessTokenTtlSeconds).toBe(300);
    expect(c.rateLimitLoginPerMinute).toBe(10);
    expect(c.runWorker).toBe(true);
    expect(c.seedDemo).toBe(true);
    expect(c.docuSign).toBeUndefined();
    expect(c.uploadMinBytesPerSecond).toBe(2048);
    expect(c.uploadRateGraceSeconds).toBe(10);
  });

  it('reads values and derives the public origin from PORT', () => {
    const c = loadConfig({
      PORT: '3101',
      DATABASE_URL: 'postgres://u@h/db',
      IDLE_TIMEOUT_MINUTES: '0.1',
      RUN_WORKER: 'false',
    });
    expect(c.publicOrigin).toBe('http://localhost:3101');
    expect(c.idleTimeoutMinutes).toBe(0.1);
    expect(c.seedDemo).toBe(false);
    expect(c.runWorker).toBe(false);
  });

  it.each([
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be an integer between 1 and 65535'],
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must be a valid URL'],
    [{ SMTP_URL: 'nonsense' }, 'Invalid configuration: SMTP_URL must be a valid URL'],
    [{ IDLE_TIMEOUT_MINUTES: '-1' }, 'Invalid configuration: IDLE_TIMEOUT_MINUTES must be a number'],
    [{ RUN_WORKER: 'maybe' }, 'Invalid configuration: RUN_WORKER must be true or false'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL must be one of'],
    [{ DOCUSIGN_ACCOUNT_ID: 'x' }, 'Invalid configuration: DOCUSIGN_INTEGRATION_KEY'],
    [
      { UPLOAD_RATE_GRACE_SECONDS: '0' },
      'Invalid configuration: UPLOAD_RATE_GRACE_SECONDS must be an integer between 1 and 120',
    ],
    [{ UPLOAD_MIN_BYTES_PER_SECOND: '1.5' }, 'Invalid configuration: UPLOAD_MIN_BYTES_PER_SECOND must be'],
  ])('refuses %o with one clear line', (env, start) => {
    const message = refusal(env);
    expect(message.startsWith(start)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('refuses to start in production with the default or a short session secret', () => {
    const expected =
      'Invalid configuration: SESSION_SECRET must be set to a secret of at least 32 characters when NODE_ENV=production';
    expect(refusal({ NODE_ENV: 'production' })).toBe(expected);
    // The development value earlier versions used is public: refused even though it is long enough.
    expect(
      refusal({ NODE_ENV: 'production', SESSION_SECRET: 'dev-only-session-secret-change-me-in-production' }),
    ).toBe(expected);
    expect(refusal({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toBe(expected);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toHaveLength(
      32,
    );
  });

  it('has no built-in session secret outside production (the server generates one per install)', () => {
    expect(loadConfig({}).sessionSecret).toBeUndefined();
    expect(loadConfig({ SESSION_SECRET: 'configured' }).sessionSecret).toBe('configured');
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names (none by default)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1, fd00::/8, uniquelocal' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      'fd00::/8',
      'uniquelocal',
    ]);
    for (const bad of ['everything', '10.0.0.0/33', '300.1.1.1'])
      expect(refusal({ TRUST_PROXY: bad })).toMatch(
        /^Invalid configuration: TRUST_PROXY must be false, true/,
      );
  });

  it('runs one HTTP process unless WEB_CONCURRENCY says more, which needs PostgreSQL', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(
      loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://u@localhost:5432/db' }).webConcurrency,
    ).toBe(2);
    expect(refusal({ WEB_CONCURRENCY: '2' })).toBe(
      'Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded database serves one process)',
    );
    expect(refusal({ WEB_CONCURRENCY: '0' })).toBe(
      'Invalid configuration: WEB_CONCURRENCY must be an integer between 1 and 64',
    );
  });

  it('shows one-time links in the local mailbox only in the development mode MAILBOX_SHOW_LINKS', () => {
    expect(loadConfig({}).mailboxShowLinks).toBe(false);
    expect(loadConfig({ MAILBOX_SHOW_LINKS: 'true' }).mailboxShowLinks).toBe(true);
    expect(refusal({ MAILBOX_SHOW_LINKS: 'sometimes' })).toBe(
      'Invalid configuration: MAILBOX_SHOW_LINKS must be true or false',
    );
    expect(
      refusal({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), MAILBOX_SHOW_LINKS: 'true' }),
    ).toBe(
      'Invalid configuration: MAILBOX_SHOW_LINKS is a development mode and cannot be true when NODE_ENV=production',
    );
  });
});
