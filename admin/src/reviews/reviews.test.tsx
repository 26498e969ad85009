/**
 * Periodic credit reviews in the console (issue 29 item 7): the 'Reviews' list (due now by default, every
 * scheduled review on request, the choice in the URL; a row opens the credit file) and the credit file's
 * 'Credit review' card with 'Review done' (a note required, an optional new limit, sent through the
 * dataProvider) — read-only for a user the server says may not review. The server is a fetch fake.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Resource, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CustomerReview, ReviewRow } from '@cp/schemas/contracts/reviews';
import { REVIEW_NOTE_REQUIRED } from '@cp/schemas/messages/reviews';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { ReviewList } from './ReviewList';
import { ReviewSection } from './ReviewSection';

const ID = '11111111-1111-4111-8111-111111111111';

const row = (over: Partial<ReviewRow>): ReviewRow => ({
  id: ID,
  legalName: 'Lone Star Hauling LLC',
  nextReviewOn: '2026-10-29',
  reason: 'approval',
  overdueDays: 30,
  units: ['Bristol'],
  lastApprovedOn: '2025-10-29',
  ...over,
});

function serve(review: CustomerReview) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const gets: string[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET') gets.push(url);
      if (method === 'GET' && url.startsWith('/api/v1/reviews?')) {
        const due = url.includes('due=true');
        const rows = due
          ? [
              row({}),
              row({ id: 'b', legalName: 'Summit Logistics', overdueDays: 0, nextReviewOn: '2026-11-28' }),
            ]
          : [row({ id: 'c', legalName: 'Later Freight', overdueDays: -20, reason: 'review' })];
        return json({ success: true, data: { rows, total: rows.length, page: 1, perPage: 25 } });
      }
      if (method === 'GET' && url === `/api/v1/customers/${ID}/review`)
        return json({ success: true, data: review });
      sent.push({ method, url, body: JSON.parse(String(init?.body ?? '{}')) });
      return json({
        success: true,
        message: 'Review recorded. The next review is due 11/28/2027.',
        data: { nextReviewOn: '2027-11-28' },
      });
    }),
  );
  return { sent, gets };
}

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{`${pathname}${search}`}</div>;
}

describe('the Reviews list', () => {
  it('shows the reviews due, overdue first, switches to every scheduled review, and opens a file', async () => {
    const { gets } = serve({} as CustomerReview);
    render(
      <MemoryRouter initialEntries={['/reviews']}>
        <AdminContext store={memoryStore()} dataProvider={dataProvider}>
          <Resource name="reviews" list={ReviewList} />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const first = await screen.findByText('Lone Star Hauling LLC');
    const rowEl = first.closest('tr') as HTMLElement;
    expect(within(rowEl).getByText('10/29/2026')).toBeInTheDocument();
    expect(within(rowEl).getByText('30 days overdue')).toBeInTheDocument();
    expect(within(rowEl).getByText('After approval')).toBeInTheDocument();
    expect(within(rowEl).getByText('Bristol')).toBeInTheDocument();
    expect(screen.getByText('Due today')).toBeInTheDocument();
    expect(gets.some((u) => u.startsWith('/api/v1/reviews?due=true'))).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'All scheduled' }));
    expect(await screen.findByText('Later Freight')).toBeInTheDocument();
    expect(screen.getByText('In 20 days')).toBeInTheDocument();
    expect(gets.some((u) => u.startsWith('/api/v1/reviews?due=false'))).toBe(true);
    // The choice lives in the URL (a reload or a shared link keeps it).
    expect(screen.getByTestId('where').textContent).toContain(encodeURIComponent('{"due":"false"}'));
    await user.click(screen.getByText('Later Freight'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/customers/c'));
  });
});

function renderSection() {
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <ReviewSection entityId={ID} />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the credit file’s review card', () => {
  const due: CustomerReview = {
    nextReviewOn: '2026-10-29',
    reason: 'utilisation',
    due: true,
    overdueDays: 30,
    mayReview: true,
    history: [
      {
        at: '2025-10-29T15:00:00.000Z',
        by: 'Ann Staff',
        note: 'AR current, limit kept.',
        newLimit: null,
        nextReviewOn: '2026-10-29',
      },
    ],
  };

  it('records a review with its note and new limit; the note is required', async () => {
    const { sent } = serve(due);
    renderSection();
    const card = await screen.findByRole('region', { name: 'Credit review' });
    expect(await within(card).findByText('10/29/2026')).toBeInTheDocument();
    expect(within(card).getByText('30 days overdue')).toBeInTheDocument();
    expect(within(card).getByText('Utilisation over 85 %')).toBeInTheDocument();
    expect(within(card).getByText('AR current, limit kept.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Review done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review done' });
    await user.click(within(dialog).getByRole('button', { name: 'Record review' }));
    expect(await within(dialog).findByText(REVIEW_NOTE_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByLabelText(/What the review found/));
    await user.paste('Paying on time.');
    await user.type(within(dialog).getByLabelText(/New limit/), '7,500');
    await user.click(within(dialog).getByRole('button', { name: 'Record review' }));
    expect(
      await screen.findByText('Review recorded. The next review is due 11/28/2027.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: `/api/v1/customers/${ID}/review`,
        body: { note: 'Paying on time.', newLimit: 7500 },
      },
    ]);
  });

  it('offers no action to a user who may not review, and says when nothing is scheduled', async () => {
    serve({ ...due, mayReview: false });
    renderSection();
    const card = await screen.findByRole('region', { name: 'Credit review' });
    expect(await within(card).findByText('10/29/2026')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Review done' })).not.toBeInTheDocument();
  });

  it('says when no review is scheduled', async () => {
    serve({ nextReviewOn: null, reason: null, due: false, overdueDays: null, mayReview: false, history: [] });
    renderSection();
    expect(
      await screen.findByText('No review is scheduled: this customer has no approval yet.'),
    ).toBeInTheDocument();
  });
});
