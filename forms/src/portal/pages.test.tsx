import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../test-utils';
import { ApplicationReceipt } from './ApplicationReceipt';
import DocuSignCompletePage from './DocuSignCompletePage';
import { ExpiredPage } from './ExpiredPage';
import { WelcomePage } from './WelcomePage';
import { getFormDefinition } from '@cp/schemas/forms/registry';

afterEach(() => vi.unstubAllGlobals());

const link = { id: 'a1', email: 'buyer@acme.test' };

describe('expired page', () => {
  it("gives the division's onboarding address", () => {
    render(
      <ExpiredPage
        division="Bristol"
        unit={null}
        onboardingEmail="onboarding@bristol.test"
        form="application"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Authentication Invalid' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent ===
            'Authentication Invalid: You are seeing this page because the link in your email has expired. Please reach out to onboarding@bristol.test to request a new credit application.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'onboarding@bristol.test' })).toHaveAttribute(
      'href',
      'mailto:onboarding@bristol.test',
    );
    expect(screen.getByRole('img', { name: 'Bristol' })).toBeInTheDocument();
  });

  it('asks for a new activation form on an activation link', () => {
    render(<ExpiredPage division="CPG" unit={null} onboardingEmail="ob@cpg.test" form="activation" />);
    expect(screen.getByText(/to request a new activation form\.$/)).toHaveTextContent(
      'Authentication Invalid: You are seeing this page because the link in your email has expired. Please reach out to ob@cpg.test to request a new activation form.',
    );
    expect(screen.queryByText(/credit application/)).not.toBeInTheDocument();
  });

  it('names no address and no link when the division is unknown', () => {
    render(<ExpiredPage division="Nowhere" unit={null} onboardingEmail="" form="application" />);
    expect(screen.getByText(/Please reach out to your representative/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});

describe('DocuSign completion page', () => {
  it('thanks the customer, themed by the URL', () => {
    renderAt(
      '/DocuSignComplete/:division/:envelopeID',
      '/DocuSignComplete/WDS/env-1',
      <DocuSignCompletePage />,
    );
    expect(screen.getByRole('heading', { name: 'DocuSign Completed!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you for completing the DocuSign document, we look forward to working with you!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('You may close this page.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'WDS' })).toBeInTheDocument();
  });
});

describe('welcome page', () => {
  it("names the division, lists the wizard's own steps and starts the form", async () => {
    const start = vi.fn();
    const { steps } = getFormDefinition('application-eight');
    render(<WelcomePage divisionName="World Distribution Services" steps={steps} onStart={start} />);
    expect(screen.getByText(/partnering with World Distribution Services/)).toBeInTheDocument();
    // The same steps, in the same order, as the wizard's 'Step n of 8' (issue 15 item 5).
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      steps.map((s, i) => `${i + 1}. ${s.title}`),
    );
    expect(steps).toHaveLength(8);
    expect(screen.getByText(/secure and specific to your organization/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'GO TO THE FORM' }));
    expect(start).toHaveBeenCalled();
  });
});

describe('application receipt and survey', { timeout: 30_000 }, () => {
  it('enables the survey once a source is ticked and confirms the save', async () => {
    const fetch = mockFetch({ '/api/Application/setApplicationReferral': { success: true } });
    render(<ApplicationReceipt link={link} applicationNumber="UWL1042" />);
    expect(screen.getByText('Application # UWL1042')).toBeInTheDocument();
    expect(
      screen.getByText('A PDF version of your credit application has been emailed to you.'),
    ).toBeInTheDocument();
    expect(screen.getByText('How did you hear about us?.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Trade Show/Conference'));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('The survey saved successfully.')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      _id: 'a1',
      email: 'buyer@acme.test',
      referral: ['Trade Show/Conference'],
    });
  });

  it('tells the customer when the survey could not be saved', async () => {
    mockFetch({ '/api/Application/setApplicationReferral': new TypeError('offline') });
    render(<ApplicationReceipt link={link} applicationNumber="UWL1042" />);
    await userEvent.click(screen.getByLabelText('Website'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Data was unable to save successfully. Please refresh the page and try again.'),
    ).toBeInTheDocument();
  });

  it('downloads the receipt as "Application # {n}.pdf"', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<ApplicationReceipt link={link} applicationNumber="CPG77" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Application Receipt' }));
    await waitFor(() => expect(clicked).toEqual(['Application # CPG77.pdf']));
  });

  it("shows the server's message, else the PDF error, when the receipt cannot load", async () => {
    mockFetch({ '/api/Application/getInviteApplicationPdf': { success: false } });
    render(<ApplicationReceipt link={link} applicationNumber="CPG77" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Application Receipt' }));
    expect(
      await screen.findByText(
        'Error loading PDF application. Please contact your administrator for assistance!',
      ),
    ).toBeInTheDocument();
  });
});
