import { act, render, screen } from '@testing-library/react';
import { SERVICE_BRIEFLY_UNAVAILABLE } from '@cp/schemas/messages/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryNotice } from '../components/RetryNotice';
import { callApi } from './http';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi retries a briefly unavailable server', () => {
  it('retries a 503 with Retry-After, showing a notice meanwhile, and answers the success', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(503, { success: false, message: 'x' }, { 'Retry-After': '0' }))
      .mockImplementationOnce(async () => {
        await gate;
        return answer(200, { success: true, message: 'Saved' });
      });
    vi.stubGlobal('fetch', fetch);
    render(<RetryNotice />);
    const pending = callApi('/api/x', { method: 'POST', body: { a: 1 } });
    expect(await screen.findByText(SERVICE_BRIEFLY_UNAVAILABLE)).toBeTruthy();
    await act(async () => {
      release();
      expect(await pending).toMatchObject({ success: true });
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1][1].body).toBe('{"a":1}');
  });

  it('gives up after a few tries and answers the server envelope', async () => {
    const fetch = vi.fn(async () =>
      answer(503, { success: false, message: SERVICE_BRIEFLY_UNAVAILABLE }, { 'Retry-After': '0' }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await callApi('/api/x')).toMatchObject({ success: false, message: SERVICE_BRIEFLY_UNAVAILABLE });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('does not retry a long Retry-After (a sign-in rate limit) or other failures', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(429, { success: false, message: 'wait' }, { 'Retry-After': '60' }))
      .mockResolvedValueOnce(answer(500, { success: false, message: 'no' }));
    vi.stubGlobal('fetch', fetch);
    expect(await callApi('/api/x')).toMatchObject({ message: 'wait' });
    expect(await callApi('/api/x')).toMatchObject({ message: 'no' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
