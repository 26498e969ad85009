/** The process logger (pino) and the request logger with a request id carried in x-request-id. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { destination as fileDestination, pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { redactParams, redactUrl, scrubText } from './redact';

/**
 * The logger. Secrets never reach the log (http/redact.ts): cookies, tokens and passwords are redacted by
 * key, and every line is scrubbed as text before it is written. `destination` is stdout unless a test
 * captures the stream.
 */
export function createLogger(level: string, destination: DestinationStream = fileDestination(1)): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
          '*.refreshToken',
        ],
        censor: '[redacted]',
      },
    },
    { write: (line: string) => destination.write(scrubText(line)) },
  );
}

const validId = /^[A-Za-z0-9._:-]{1,128}$/;

interface LoggedRequest {
  url?: string;
  query?: unknown;
  params?: unknown;
  headers?: Record<string, unknown>;
}

/** Reuses a sane incoming x-request-id (from a proxy) or makes one, and echoes it on the response. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && validId.test(incoming) ? incoming : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    serializers: {
      // The customer link and the portal calls carry their credential in the path, the query and headers.
      req: (req: LoggedRequest) => ({
        ...req,
        url: req.url && redactUrl(req.url),
        query: redactParams(req.query),
        params: redactParams(req.params),
        headers: redactParams(req.headers),
      }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  });
}
