/**
 * Configuration from the environment, validated once at start. A bad or missing value stops the server
 * with one line naming the variable (main.ts prints ConfigError.message and exits 1).
 */
import { randomBytes } from 'node:crypto';
import { isIP, isIPv4 } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative DATA_DIR values are resolved from here, not from the working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The development value earlier versions fell back to; it is public, so it never signs anything again. */
const FORMER_PUBLIC_SECRET = 'dev-only-session-secret-change-me-in-production';

export interface DocuSignConfig {
  integrationKey: string;
  userId: string;
  accountId: string;
  basePath: string;
  privateKeyPath: string;
}

export interface Config {
  nodeEnv: string;
  port: number;
  dataDir: string;
  /** STORAGE and S3_* (storage/index.ts): where uploaded and generated documents are kept. */
  storage:
    | { driver: 'fs' }
    | {
        driver: 's3';
        endpoint?: string;
        bucket: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      };
  databaseUrl?: string;
  smtpUrl?: string;
  /**
   * MAILBOX_SHOW_LINKS, a development mode: without SMTP_URL the Email log shows one-time and customer links
   * in full (and says so); otherwise they are redacted (mail/redact-links.ts). Refused in production.
   */
  mailboxShowLinks: boolean;
  mailFrom: string;
  chromiumPath: string;
  publicOrigin: string;
  /**
   * SESSION_SECRET, signing access tokens. When unset (outside production) the server generates one at
   * first start and keeps it in the database (auth/session-secret.ts), so no two installs share one.
   */
  sessionSecret?: string;
  idleTimeoutMinutes: number;
  accessTokenTtlSeconds: number;
  rateLimitLoginPerMinute: number;
  /**
   * Express's `trust proxy`: which hops may set X-Forwarded-For (false: none, the socket's address is the
   * client's; a hop count; or addresses, CIDR ranges and the names loopback, linklocal, uniquelocal).
   */
  trustProxy: boolean | number | string[];
  /** Set only when every DOCUSIGN_* value is given; otherwise the built-in signing provider is used. */
  docuSign?: DocuSignConfig;
  /** FMCSA_WEBKEY: carrier checks ask FMCSA's QCMobile API; unset, the recorded fixtures answer (README 'Carrier checks'). */
  fmcsaWebKey?: string;
  /** FMCSA_BASE_URL: QCMobile's base URL (tests point it at a local stand-in). */
  fmcsaBaseUrl: string;
  /** DOCUSIGN_CONNECT_HMAC_KEY: Connect notifications must carry its HMAC (README 'E-signature'). */
  docuSignConnectHmacKey?: string;
  /**
   * WEBHOOKS_ALLOW_PRIVATE: webhook endpoints may be on loopback and private address ranges, over plain http
   * (tests and a local ERP); otherwise such hosts are refused at registration and at delivery (README 'Webhooks').
   */
  webhooksAllowPrivate: boolean;
  /** CLAMD_URL: uploads are scanned by this ClamAV daemon (tcp://host:port or unix:/path); unset = no scan. */
  clamdUrl?: string;
  /**
   * An upload's body must arrive at this many bytes per second or more, measured over every window of
   * uploadRateGraceSeconds after the first; a slower one is dropped with 408 (README 'Configuration').
   */
  uploadMinBytesPerSecond: number;
  uploadRateGraceSeconds: number;
  /** An unsigned agreement gets a reminder email after this many days, at most esignReminderMax times. */
  esignReminderDays: number;
  esignReminderMax: number;
  runWorker: boolean;
  /**
   * ROLE: 'web' serves HTTP only; 'worker' runs jobs, renders and cron without HTTP; 'all' (default, the
   * two-command start) does both (README 'Process roles'). RUN_WORKER=false makes 'all' a web process.
   */
  role: 'web' | 'worker' | 'all';
  /** Sent messages stay in the Email log this many days; the daily 'email-log-purge' job deletes older ones. */
  emailLogRetentionDays: number;
  /** Outbox retry delays double from 30 s up to this cap (README 'Configuration'). */
  outboxMaxBackoffSeconds: number;
  /** An email still undelivered this long after it was queued (or resent) becomes a dead letter. */
  outboxGiveUpHours: number;
  /** HTTP server processes (node:cluster); more than one needs DATABASE_URL (PGlite is one process). */
  webConcurrency: number;
  /** PDF_CONCURRENCY: Chromium pages printing at once in a process (README 'Configuration'). */
  pdfConcurrency: number;
  /** PDF_QUEUE_MAX: renders waiting for a page; one more is answered 503 with Retry-After. */
  pdfQueueMax: number;
  /** PDF_WAIT_SECONDS: how long a ROLE=web PDF call waits for a worker's render before 503 + Retry-After. */
  pdfWaitSeconds: number;
  /** METRICS_PORT: GET /metrics (Prometheus) on a port of its own; unset = none (README 'Metrics'). */
  metricsPort?: number;
  /** METRICS_TOKEN: GET /metrics on the main port with `Authorization: Bearer <token>`; unset = 404 there. */
  metricsToken?: string;
  seedDemo: boolean;
  logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const empty = (v: unknown) => (v === '' ? undefined : v);
const bool = (name: string) =>
  z.preprocess(
    empty,
    z
      .string()
      .optional()
      .refine((v) => v === undefined || /^(true|false|1|0|yes|no)$/i.test(v), `${name} must be true or false`)
      .transform((v) => (v === undefined ? undefined : /^(true|1|yes)$/i.test(v))),
  );
const int = (name: string, min: number, max: number, dflt: number) =>
  z.preprocess(
    empty,
    z
      .string()
      .default(String(dflt))
      .refine(
        (v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max,
        `${name} must be an integer between ${min} and ${max}`,
      )
      .transform(Number),
  );
const url = (name: string, protocols: RegExp) =>
  z.preprocess(
    empty,
    z
      .string()
      .optional()
      .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
        message: `${name} must be a valid URL (${protocols.source.replace(/[\^$()]/g, '').replace(/\\/g, '')})`,
      }),
  );
/** One entry of a TRUST_PROXY list, as Express (proxy-addr) accepts it. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIPv4(range);
}
const str = () => z.preprocess(empty, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(empty, z.string().default('development')),
  PORT: int('PORT', 1, 65535, 3000),
  DATA_DIR: z.preprocess(empty, z.string().default('./data')),
  DATABASE_URL: url('DATABASE_URL', /^(postgres|postgresql):$/),
  STORAGE: z.preprocess(empty, z.enum(['fs', 's3'], { message: 'STORAGE must be fs or s3' }).default('fs')),
  S3_ENDPOINT: url('S3_ENDPOINT', /^(http|https):$/),
  S3_BUCKET: str(),
  S3_REGION: z.preprocess(empty, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: str(),
  S3_SECRET_ACCESS_KEY: str(),
  S3_FORCE_PATH_STYLE: bool('S3_FORCE_PATH_STYLE'),
  SMTP_URL: url('SMTP_URL', /^(smtp|smtps):$/),
  MAILBOX_SHOW_LINKS: bool('MAILBOX_SHOW_LINKS'),
  MAIL_FROM: z.preprocess(empty, z.string().default('Credit Portal <no-reply@credit-portal.local>')),
  CHROMIUM_PATH: z.preprocess(empty, z.string().default('/usr/bin/chromium')),
  PUBLIC_ORIGIN: url('PUBLIC_ORIGIN', /^(http|https):$/),
  SESSION_SECRET: str(),
  IDLE_TIMEOUT_MINUTES: z.preprocess(
    empty,
    z
      .string()
      .default('30')
      .refine(
        (v) => /^\d+(\.\d+)?$/.test(v) && Number(v) > 0 && Number(v) <= 10080,
        'IDLE_TIMEOUT_MINUTES must be a number of minutes greater than 0 (decimals allowed)',
      )
      .transform(Number),
  ),
  ACCESS_TOKEN_TTL_SECONDS: int('ACCESS_TOKEN_TTL_SECONDS', 10, 86400, 300),
  RATE_LIMIT_LOGIN_PER_MINUTE: int('RATE_LIMIT_LOGIN_PER_MINUTE', 1, 100000, 10),
  TRUST_PROXY: z.preprocess(
    empty,
    z
      .string()
      .default('false')
      .refine(
        (v) => /^(true|false|\d{1,2})$/.test(v) || v.split(',').every((entry) => isProxyEntry(entry.trim())),
        'TRUST_PROXY must be false, true, a hop count, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
      )
      .transform((v) =>
        v === 'true' || v === 'false'
          ? v === 'true'
          : /^\d+$/.test(v)
            ? Number(v)
            : v.split(',').map((e) => e.trim()),
      ),
  ),
  DOCUSIGN_INTEGRATION_KEY: str(),
  DOCUSIGN_USER_ID: str(),
  DOCUSIGN_ACCOUNT_ID: str(),
  DOCUSIGN_BASE_PATH: str(),
  DOCUSIGN_PRIVATE_KEY_PATH: str(),
  DOCUSIGN_CONNECT_HMAC_KEY: str(),
  WEBHOOKS_ALLOW_PRIVATE: bool('WEBHOOKS_ALLOW_PRIVATE'),
  FMCSA_WEBKEY: str(),
  FMCSA_BASE_URL: z.preprocess(
    empty,
    z.string().url('FMCSA_BASE_URL must be a URL').default('https://mobile.fmcsa.dot.gov/qc/services'),
  ),
  CLAMD_URL: z.preprocess(
    empty,
    z
      .string()
      .regex(
        /^(tcp:\/\/[^:/]+:\d{1,5}\/?|unix:\/.+)$/,
        'CLAMD_URL must be tcp://host:port or unix:/path/to/clamd.socket',
      )
      .optional(),
  ),
  UPLOAD_MIN_BYTES_PER_SECOND: int('UPLOAD_MIN_BYTES_PER_SECOND', 0, 10_000_000, 2048),
  UPLOAD_RATE_GRACE_SECONDS: int('UPLOAD_RATE_GRACE_SECONDS', 1, 120, 10),
  ESIGN_REMINDER_DAYS: int('ESIGN_REMINDER_DAYS', 1, 90, 3),
  ESIGN_REMINDER_MAX: int('ESIGN_REMINDER_MAX', 0, 20, 3),
  RUN_WORKER: bool('RUN_WORKER'),
  ROLE: z.preprocess(
    empty,
    z.enum(['web', 'worker', 'all'], { message: 'ROLE must be one of web, worker, all' }).default('all'),
  ),
  EMAIL_LOG_RETENTION_DAYS: int('EMAIL_LOG_RETENTION_DAYS', 1, 36500, 400),
  OUTBOX_MAX_BACKOFF_SECONDS: int('OUTBOX_MAX_BACKOFF_SECONDS', 1, 86400, 3600),
  OUTBOX_GIVE_UP_HOURS: int('OUTBOX_GIVE_UP_HOURS', 1, 2160, 120),
  WEB_CONCURRENCY: int('WEB_CONCURRENCY', 1, 64, 1),
  PDF_CONCURRENCY: int('PDF_CONCURRENCY', 1, 32, 2),
  PDF_QUEUE_MAX: int('PDF_QUEUE_MAX', 0, 10_000, 20),
  PDF_WAIT_SECONDS: int('PDF_WAIT_SECONDS', 1, 3600, 60),
  METRICS_PORT: z.preprocess(
    empty,
    z
      .string()
      .optional()
      .refine(
        (v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535),
        'METRICS_PORT must be an integer between 1 and 65535',
      )
      .transform((v) => (v === undefined ? undefined : Number(v))),
  ),
  METRICS_TOKEN: z.preprocess(
    empty,
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  SEED_DEMO: bool('SEED_DEMO'),
  LOG_LEVEL: z.preprocess(
    empty,
    z
      .string()
      .default('info')
      .refine(
        (v) => ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(v),
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      ),
  ),
});

/** Parses and checks the environment; throws ConfigError with one line on the first problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.message}`);
  }
  const e = parsed.data;
  if (
    e.NODE_ENV === 'production' &&
    ((e.SESSION_SECRET ?? '').length < 32 || e.SESSION_SECRET === FORMER_PUBLIC_SECRET)
  )
    throw new ConfigError(
      'Invalid configuration: SESSION_SECRET must be set to a secret of at least 32 characters when NODE_ENV=production',
    );
  if (e.NODE_ENV === 'production' && e.MAILBOX_SHOW_LINKS)
    throw new ConfigError(
      'Invalid configuration: MAILBOX_SHOW_LINKS is a development mode and cannot be true when NODE_ENV=production',
    );
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT)
    throw new ConfigError(
      'Invalid configuration: METRICS_PORT must differ from PORT (use METRICS_TOKEN to serve /metrics on the main port)',
    );
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded database serves one process)',
    );
  const ds = [
    e.DOCUSIGN_INTEGRATION_KEY,
    e.DOCUSIGN_USER_ID,
    e.DOCUSIGN_ACCOUNT_ID,
    e.DOCUSIGN_BASE_PATH,
    e.DOCUSIGN_PRIVATE_KEY_PATH,
  ];
  if (ds.some(Boolean) && !ds.every(Boolean))
    throw new ConfigError(
      'Invalid configuration: DOCUSIGN_INTEGRATION_KEY, DOCUSIGN_USER_ID, DOCUSIGN_ACCOUNT_ID, DOCUSIGN_BASE_PATH and DOCUSIGN_PRIVATE_KEY_PATH must be set together',
    );
  if (e.STORAGE === 's3' && !e.S3_BUCKET)
    throw new ConfigError('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    storage:
      e.STORAGE === 's3'
        ? ({
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          } as const)
        : ({ driver: 'fs' } as const),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailboxShowLinks: e.MAILBOX_SHOW_LINKS ?? false,
    mailFrom: e.MAIL_FROM,
    chromiumPath: e.CHROMIUM_PATH,
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET,
    idleTimeoutMinutes: e.IDLE_TIMEOUT_MINUTES,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    rateLimitLoginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    docuSign: ds.every(Boolean)
      ? {
          integrationKey: e.DOCUSIGN_INTEGRATION_KEY!,
          userId: e.DOCUSIGN_USER_ID!,
          accountId: e.DOCUSIGN_ACCOUNT_ID!,
          basePath: e.DOCUSIGN_BASE_PATH!,
          privateKeyPath: e.DOCUSIGN_PRIVATE_KEY_PATH!,
        }
      : undefined,
    docuSignConnectHmacKey: e.DOCUSIGN_CONNECT_HMAC_KEY,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ?? false,
    fmcsaWebKey: e.FMCSA_WEBKEY,
    fmcsaBaseUrl: e.FMCSA_BASE_URL,
    clamdUrl: e.CLAMD_URL,
    uploadMinBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
    uploadRateGraceSeconds: e.UPLOAD_RATE_GRACE_SECONDS,
    esignReminderDays: e.ESIGN_REMINDER_DAYS,
    esignReminderMax: e.ESIGN_REMINDER_MAX,
    runWorker: e.RUN_WORKER ?? true,
    role: e.ROLE,
    emailLogRetentionDays: e.EMAIL_LOG_RETENTION_DAYS,
    outboxMaxBackoffSeconds: e.OUTBOX_MAX_BACKOFF_SECONDS,
    outboxGiveUpHours: e.OUTBOX_GIVE_UP_HOURS,
    webConcurrency: e.WEB_CONCURRENCY,
    pdfConcurrency: e.PDF_CONCURRENCY,
    pdfQueueMax: e.PDF_QUEUE_MAX,
    pdfWaitSeconds: e.PDF_WAIT_SECONDS,
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
  };
}

/** A configuration for tests: defaults plus overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false' }),
    // Each test process signs with a secret of its own, as an install without SESSION_SECRET does.
    sessionSecret: randomBytes(32).toString('base64url'),
    ...overrides,
  };
}
