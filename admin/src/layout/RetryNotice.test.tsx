import { act, render, screen } from '@testing-library/react';
import { retryTracker } from '../dataProvider/retry';
import { RetryNotice } from './RetryNotice';

afterEach(() => vi.useRealTimers());

describe('RetryNotice', () => {
  it('counts down to the next attempt while a request waits, and goes when it has its answer', async () => {
    vi.useFakeTimers();
    render(<RetryNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const request = retryTracker();
    act(() => request.waiting(5_000, 503));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The service is briefly unavailable. Trying again in 5 s…',
    );
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('status')).toHaveTextContent('Trying again in 3 s…');
    act(() => request.done());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a wait that began before it was mounted', () => {
    const request = retryTracker();
    request.waiting(8_000, 503);
    render(<RetryNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('Trying again in 8 s…');
    act(() => request.done());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names a 429 as too many requests', () => {
    render(<RetryNotice />);
    const request = retryTracker();
    act(() => request.waiting(10_000, 429));
    expect(screen.getByRole('status')).toHaveTextContent('Too many requests. Trying again in 10 s…');
    act(() => request.done());
  });
});
