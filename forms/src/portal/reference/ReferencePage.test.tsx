/**
 * The reference's answer page (README 'Reference requests'): the heading and the access code box over the answer
 * form; a wrong code said next to the box with the answers kept; 'We cannot give references' sent with the code;
 * a refused token showing the expired page; the thank-you page. The server is a fetch double (the API is tested
 * in api/src/routes/reference-answers.test.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../../test-utils';
import { loadForm } from '../form-catalog';
import { loadPrecompiledForm } from '../precompiled-validator';
import ReferencePage from './ReferencePage';
import { tradeDefinition, tradeView } from './reference-fixture';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.unstubAllGlobals());
// The form waits (suspends) for its precompiled validators; loaded once here, each render is immediate.
beforeAll(() => loadPrecompiledForm(loadForm(tradeDefinition).definition));

const TOKEN = 'Yk3n9Qe2TzW8pVbL1sXf4uJr7cHd0aMgQ2w';
const VIEW = `/api/reference/${TOKEN}`;
const ANSWER = '/api/reference/answer';
const page = () => renderAt('/Reference/:unit/:token', `/Reference/IDS/${TOKEN}`, <ReferencePage />);

/** A fetch double that also answers with an HTTP status (mockFetch answers 200). */
function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
function serve(answer: (body: Record<string, unknown>) => Response) {
  const sent: Array<Record<string, unknown>> = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) === ANSWER) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }
    if (String(input) === VIEW) return answering(200, { success: true, data: tradeView });
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fn);
  return sent;
}

const codeBox = () => screen.getByRole('textbox', { name: /Access code/ });
async function fillAnswers() {
  await userEvent.type(await screen.findByLabelText(/High credit in the last 12 months/), '25000');
  await userEvent.type(screen.getByLabelText(/Average days beyond terms/), '4');
  await userEvent.type(screen.getByLabelText(/Your name/), 'Dana Ledger');
}

describe('reference answer page', () => {
  it('shows who asks about whom, the access code box and the answer form', async () => {
    serve(() => answering(200, { success: true }));
    page();
    expect(
      await screen.findByRole('heading', { name: 'Credit reference for Acme Widgets LLC' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Industrial Distribution Services asks Bolt Supply Co for a credit reference.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Access code/ })).toBeInTheDocument();
    expect(screen.getByText('From the email we sent you (six characters)')).toBeInTheDocument();
    // Amounts and days open the phone's number pad.
    expect(await screen.findByLabelText(/High credit in the last 12 months/)).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    expect(screen.getByLabelText(/Average days beyond terms/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Send answer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'We cannot give references' })).toBeInTheDocument();
    expect(document.title).toBe('Credit reference | Industrial Distribution Services');
  });

  it('sends the answers with the code as typed in any case, spaces ignored, then thanks', async () => {
    const sent = serve(() => answering(200, { success: true, message: 'Thank you.' }));
    page();
    await fillAnswers();
    await userEvent.type(codeBox(), 'ab3 d9k');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Thank you — your answer was sent to Industrial Distribution Services',
      }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        token: TOKEN,
        code: 'AB3D9K',
        declined: false,
        answers: expect.objectContaining({
          highCredit: 25000,
          daysBeyondTerms: 4,
          respondentName: 'Dana Ledger',
        }),
      },
    ]);
    expect(screen.queryByRole('link', { name: /sign in|log in/i })).toBeNull();
  });

  it('asks for the code before sending anything', async () => {
    const sent = serve(() => answering(200, { success: true }));
    page();
    await fillAnswers();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(
      await screen.findByText('Enter the six-character access code from the email we sent you.'),
    ).toBeInTheDocument();
    expect(codeBox()).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("shows the engine's messages on unanswered questions and sends nothing", async () => {
    const sent = serve(() => answering(200, { success: true }));
    page();
    await userEvent.type(await screen.findByRole('textbox', { name: /Access code/ }), 'AB3D9K');
    await userEvent.click(await screen.findByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please fill out all required fields to continue')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows a wrong code next to the code box and keeps the typed answers', async () => {
    const sent = serve(() => answering(400, { success: false, message: 'That access code is not right.' }));
    page();
    await fillAnswers();
    await userEvent.type(codeBox(), 'ZZZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('That access code is not right.')).toBeInTheDocument();
    expect(codeBox()).toHaveAccessibleDescription('That access code is not right.');
    expect(codeBox()).toHaveFocus();
    expect(screen.getByLabelText(/High credit in the last 12 months/)).toHaveValue('25,000');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Dana Ledger');
    expect(sent).toHaveLength(1);
  });

  it('says for how many minutes a locked code is refused', async () => {
    serve(() =>
      answering(429, { success: false, message: 'Too many wrong access codes.' }, { 'Retry-After': '840' }),
    );
    page();
    await fillAnswers();
    await userEvent.type(codeBox(), 'ZZZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(
      await screen.findByText('Too many wrong access codes. You can try again in 14 minutes.'),
    ).toBeInTheDocument();
  });

  it("declines with one more tap in the page, with the code, and without the form's answers", async () => {
    const sent = serve(() => answering(200, { success: true }));
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'We cannot give references' }));
    const confirm = screen.getByRole('region', { name: 'We cannot give references' });
    expect(confirm).toHaveTextContent(
      'Tell Industrial Distribution Services that you cannot give a reference for Acme Widgets LLC?',
    );
    await userEvent.type(codeBox(), 'ab3d9k');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, send this answer' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Thank you — your answer was sent to Industrial Distribution Services',
      }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ token: TOKEN, code: 'AB3D9K', declined: true, answers: {} }]);
  });

  it('shows the expired page customer links show for a refused token', async () => {
    mockFetch({
      [VIEW]: {
        success: false,
        message: 'Link invalid',
        data: { reason: 'link-invalid', unit: { ...tradeView.unit, onboardingEmail: 'credit@ids.test' } },
      },
    });
    page();
    expect(await screen.findByRole('heading', { name: 'Authentication Invalid' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'credit@ids.test' })).toHaveAttribute(
      'href',
      'mailto:credit@ids.test',
    );
    expect(main).toHaveTextContent(/has expired or has already been answered/);
    expect(screen.queryByRole('textbox', { name: /Access code/ })).toBeNull();
  });

  it('shows the expired page when the answer is refused as a used link', async () => {
    serve(() => answering(404, { success: false, data: { reason: 'link-invalid' } }));
    page();
    await fillAnswers();
    await userEvent.type(codeBox(), 'AB3D9K');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('heading', { name: 'Authentication Invalid' })).toBeInTheDocument();
  });

  it('keeps everything typed when the connection fails, and sends it again on Try again', async () => {
    let calls = 0;
    const sent = serve(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return answering(200, { success: true });
    });
    page();
    await fillAnswers();
    await userEvent.type(codeBox(), 'AB3D9K');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(/Your answer was not sent/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Dana Ledger');
    expect(codeBox()).toHaveValue('AB3D9K');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: /Thank you/ })).toBeInTheDocument();
  });
});
