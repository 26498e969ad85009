/** The variables of the render queue and of the metrics (config.ts): defaults, bounds, and their one-line errors. */
import { ConfigError, loadConfig } from '../config';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('PDF_CONCURRENCY, PDF_QUEUE_MAX, METRICS_PORT, METRICS_TOKEN', () => {
  it('default to 2 pages, 20 waiting, and no metrics', () => {
    const c = load({});
    expect(c.pdfConcurrency).toBe(2);
    expect(c.pdfQueueMax).toBe(20);
    expect(c.metricsPort).toBeUndefined();
    expect(c.metricsToken).toBeUndefined();
  });

  it('read the values given', () => {
    const c = load({
      PDF_CONCURRENCY: '4',
      PDF_QUEUE_MAX: '0',
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'x'.repeat(16),
    });
    expect(c).toMatchObject({
      pdfConcurrency: 4,
      pdfQueueMax: 0,
      metricsPort: 9464,
      metricsToken: 'x'.repeat(16),
    });
  });

  it.each([
    [{ PDF_CONCURRENCY: '0' }, 'PDF_CONCURRENCY must be an integer between 1 and 32'],
    [{ PDF_QUEUE_MAX: '-1' }, 'PDF_QUEUE_MAX must be an integer between 0 and 10000'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT must be an integer between 1 and 65535'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT must differ from PORT'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters'],
  ])('refuse %o', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
