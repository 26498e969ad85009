import { redactUrl, scrubText } from './redact';

describe('scrubText', () => {
  it.each([
    [
      'a row quoted in a JSON log line',
      JSON.stringify({
        msg: 'refused row: {"bankInfo": {"accountNumber": "000123456789", "bankName": "First"}}',
      }),
      JSON.stringify({
        msg: 'refused row: {"bankInfo": {"accountNumber": "[redacted]", "bankName": "First"}}',
      }),
    ],
    [
      'query parameters of a failed query, numbers too',
      'params: {"federalTaxNumber":"951234567","duns":123456789,"companyName":"ACME"}',
      'params: {"federalTaxNumber":"[redacted]","duns":"[redacted]","companyName":"ACME"}',
    ],
    [
      'a customer link',
      'GET /Activation/DIV1/a.b%40c.test/1234-5678',
      'GET /Activation/DIV1/[redacted]/[redacted]',
    ],
    ['a reset link', 'http://x/passwordreset/u-1/tok_en', 'http://x/passwordreset/[redacted]/[redacted]'],
    ['an email address', 'sent to dana@acme.example.com', 'sent to [redacted]'],
    ['session cookies', 'ca-access=eyJabc; ca-refresh=abcdef', 'ca-access=[redacted]; ca-refresh=[redacted]'],
  ])('redacts %s', (_case, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('keeps what is not secret', () => {
    const line = '{"level":30,"req":{"id":"8e0c","url":"/api/v1/activations?range=[0,9]"},"msg":"ok"}';
    expect(scrubText(line)).toBe(line);
  });
});

/**
 * Every log line is scrubbed, and a client controls much of it (the URL, a header, a value a database error
 * quotes): no line may cost the process more than a moment, whatever it holds.
 */
describe('scrubText on hostile lines', () => {
  it.each([
    ['a run of dots and letters (an email address without its @)', `GET /x?q=${'a.'.repeat(8000)}`],
    ['a run of backslashes (JSON escaping without a quote)', '\\'.repeat(16_000)],
    ['a run of token characters after eyJ', `Bearer ${'eyJ'.repeat(6000)}`],
    ['an address of many labels', `x@${'a.'.repeat(8000)}1`],
  ])('scrubs %s of 16 kB in well under a second', (_case, line) => {
    const started = performance.now();
    scrubText(line);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('redactUrl', () => {
  it('redacts credential query values and link segments, keeping the rest', () => {
    expect(redactUrl('/api/Application/getInviteApplication?id=1&email=a%40b.test&division=D')).toBe(
      '/api/Application/getInviteApplication?id=%5Bredacted%5D&email=%5Bredacted%5D&division=D',
    );
    expect(redactUrl('/Apply/D/a@b.test/1')).toBe('/Apply/D/[redacted]/[redacted]');
  });

  it('redacts a reference’s token in its page and its view call, not the answer call', () => {
    expect(redactUrl('/Reference/BRI/AbC-123_x')).toBe('/Reference/[redacted]/[redacted]');
    expect(redactUrl('/api/reference/AbC-123_x')).toBe('/api/reference/[redacted]');
    expect(redactUrl('/api/reference/answer')).toBe('/api/reference/answer');
    expect(scrubText('GET /api/reference/AbC-123_x 404')).toBe('GET /api/reference/[redacted] 404');
  });
});
