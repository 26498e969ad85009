/** PDF_WAIT_SECONDS (config.ts, README 'Configuration'): declared and validated with the other render variables. */
import { ConfigError, loadConfig } from '../config';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('PDF_WAIT_SECONDS', () => {
  it('defaults to 60 seconds and reads the value given', () => {
    expect(load({}).pdfWaitSeconds).toBe(60);
    expect(load({ PDF_WAIT_SECONDS: '120' }).pdfWaitSeconds).toBe(120);
  });

  it.each(['0', '-5', '1.5', 'soon', '3601'])('refuses %s with one line', (value) => {
    expect(() => load({ PDF_WAIT_SECONDS: value })).toThrow(ConfigError);
    expect(() => load({ PDF_WAIT_SECONDS: value })).toThrow(
      'PDF_WAIT_SECONDS must be an integer between 1 and 3600',
    );
  });
});
