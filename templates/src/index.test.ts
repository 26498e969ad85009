import {
  audienceOf,
  BRANDS,
  EMAIL_TEMPLATE_NAMES,
  isEmailTemplate,
  renderEmail,
  renderPdfHtml,
  UnknownTemplateError,
} from './index';
import { BRAND_STYLES } from './brands';
import { EMAIL_SAMPLES, emailSample, PDF_SAMPLE, SAMPLE_WORDING } from './samples';

const expectedWording: Record<string, string[]> = {
  'application-invitation': [SAMPLE_WORDING.invitationTopNote, 'Please complete the credit application'],
  'application-receipt': [SAMPLE_WORDING.receiptFirstParagraph, SAMPLE_WORDING.receiptSecondParagraph],
  'application-approved': [
    SAMPLE_WORDING.approvedBoldParagraph,
    SAMPLE_WORDING.approvedFirstParagraph,
    SAMPLE_WORDING.approvedSecondParagraph,
  ],
  'application-denied': [SAMPLE_WORDING.deniedFirstParagraph, SAMPLE_WORDING.deniedSecondParagraph],
  'application-contact-approved': [SAMPLE_WORDING.contactApprovedBody],
  'application-contact-denied': [SAMPLE_WORDING.contactDeniedBody],
  'application-duplication': [SAMPLE_WORDING.duplicationNotification],
  'application-contact-duplication': [SAMPLE_WORDING.contactDuplicationNotification],
  'activation-invitation': [SAMPLE_WORDING.caInvitationTopNote, SAMPLE_WORDING.caInvitationBody],
  'activation-receipt': [SAMPLE_WORDING.caReceiptFirstParagraph, SAMPLE_WORDING.caReceiptSecondParagraph],
  'activation-approved': [SAMPLE_WORDING.caApprovedFirstParagraph, SAMPLE_WORDING.caApprovedSecondParagraph],
  'activation-status': [SAMPLE_WORDING.caStatusParagraph, 'APPROVED', '$10,000'],
  'user-invitation': ['Jamie', 'https://credit.example.test/Register/6a1e/2f9c'],
  'password-reset': ['Jamie', 'https://credit.example.test/passwordreset/6a1e/2f9c'],
  'reviews-due-digest': [
    '2 customers of UWL are due for a periodic credit review as of 11/28/2026',
    'Harbor Freight Lines LLC',
    '10/29/2026 (30 days overdue)',
    'https://credit.example.test/customers/4c1d',
    'https://credit.example.test/reviews',
  ],
  'details-link': ['UWL1042', 'https://credit.example.test/applications/details/'],
  plain: ['First line.', 'Second line.'],
  'esign-signing': [
    'Please review and sign',
    '$25,000',
    'Net 30',
    'https://credit.example.test/api/esign/open/',
  ],
  'esign-reminder': ['We have not yet received', '$25,000', 'https://credit.example.test/api/esign/open/'],
  'esign-signed-copy': [
    'Attached is a copy of the payment terms agreement signed by Dana Whitfield on 11/21/2026',
    '$25,000',
    'Net 30',
  ],
  'reasons-statement': [
    'the attached statement gives the specific reasons for our decision on the credit application of Harbor Freight Traders LLC (Application # UWL1042)',
    'A copy is attached: Statement of reasons - Application # UWL1042.pdf',
    'The Federal Equal Credit Opportunity Act prohibits creditors',
  ],
  'reference-request': [
    'Your answer is kept confidential.',
    'Harbor Freight Traders LLC has given Pacific Drayage Co as a trade reference.',
    'about two minutes',
    'We cannot give references',
    'K7M4Q2',
    'https://credit.example.test/Reference/UWL/',
  ],
  'reference-reminder': [
    SAMPLE_WORDING.referenceReminderBody,
    'First Harbor Bank as its bank',
    'K7M4Q2',
    'https://credit.example.test/Reference/UWL/',
  ],
};

describe('renderEmail', () => {
  it('has a sample and an expectation for every template', () => {
    expect(Object.keys(EMAIL_SAMPLES).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
    expect(Object.keys(expectedWording).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
  });

  it.each(EMAIL_TEMPLATE_NAMES.flatMap((name) => BRANDS.map((brand) => [name, brand] as const)))(
    '%s in the %s layout carries its wording, values and brand',
    (name, brand) => {
      const out = renderEmail(name, emailSample(name, brand));
      expect(out.subject.length).toBeGreaterThan(3);
      expect(out.subject).not.toMatch(/\n|{{/);
      expect(out.html).toContain(`data-brand="${brand}"`);
      expect(out.html).toContain(BRAND_STYLES[brand].signOff);
      expect(out.html).toContain(BRAND_STYLES[brand].primary);
      expect(out.text).toContain(BRAND_STYLES[brand].signOff);
      for (const w of expectedWording[name]) {
        expect(out.html).toContain(w);
        expect(out.text).toContain(w);
      }
    },
  );

  it('turns line breaks in wording into paragraphs and escapes values', () => {
    const ctx = emailSample('application-receipt', 'CPG');
    const out = renderEmail('application-receipt', {
      ...ctx,
      companyName: '<script>alert(1)</script> & Sons',
      unit: { ...(ctx.unit as object), receiptFirstParagraph: 'Line one\n\nLine <b>two</b>' },
    });
    expect(out.html).toMatch(/<p[^>]*>Line one<\/p>\s*<p[^>]*>Line &lt;b&gt;two&lt;\/b&gt;<\/p>/);
    expect(out.html).not.toContain('<script>alert(1)</script>');
    expect(out.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons');
    expect(out.subject).toBe('Credit Application Received - Application # UWL1042');
  });

  it('uses the spec subject for the approval flow and the unit name for invitations', () => {
    expect(
      renderEmail('application-contact-approved', emailSample('application-contact-approved')).subject,
    ).toBe('Needs Additional Review');
    expect(
      renderEmail('activation-invitation', emailSample('activation-invitation', 'BRISTOL')).subject,
    ).toBe('Bristol Customer Activation');
  });

  it('keeps a sentence of its own in a reference email whose wording field is empty', () => {
    const ctx = emailSample('reference-request', 'CPG');
    const out = renderEmail('reference-request', {
      ...ctx,
      unit: { ...(ctx.unit as object), referenceRequestBody: '' },
    });
    expect(out.text).toContain('We are reviewing a credit application and would value your reference.');
    expect(out.text).not.toContain('Your answer is kept confidential.');
    expect(out.html).toContain('K7M4Q2');
  });

  it('falls back to CPG without a brand and refuses unknown templates', () => {
    expect(renderEmail('plain', { subject: 'Hi', text: 'x' }).html).toContain('data-brand="CPG"');
    expect(() => renderEmail('nope', {})).toThrow(UnknownTemplateError);
  });
});

describe('renderPdfHtml', () => {
  it('lays out sections, references and the signature, escaped', () => {
    const html = renderPdfHtml('submission', {
      ...PDF_SAMPLE,
      sections: [
        { title: 'Company', fields: [{ label: 'Name', value: 'A <b>&</b> B' }] },
        { title: 'Trade References', fields: [], table: { columns: ['Company'], rows: [['Acme Supply']] } },
      ],
    });
    expect(html).toContain('Credit Application # UWL1042');
    expect(html).toContain('A &lt;b&gt;&amp;&lt;/b&gt; B');
    expect(html).toContain('Acme Supply');
    expect(html).toContain('class="script">Pat Doe');
    expect(html).toContain('data-brand="UWL"');
  });
});

describe('the templates a caller may name', () => {
  it('knows its templates and whom each is for, and no other name', () => {
    expect(isEmailTemplate('password-reset')).toBe(true);
    expect(audienceOf('password-reset')).toBe('staff');
    expect(isEmailTemplate('toString')).toBe(false);
    expect(audienceOf('no-such-template')).toBeUndefined();
    for (const name of EMAIL_TEMPLATE_NAMES) expect(['customer', 'staff']).toContain(audienceOf(name));
  });
});
