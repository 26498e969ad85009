/**
 * The built-in provider's payment-terms agreement (README 'E-signature'): the fragment the customer's signing
 * page shows, and the printable document with its certificate page once signed. (The API's e-signature tests
 * print it through Chromium; here is what the template itself writes.)
 */
import { BRAND_STYLES, unitBrand } from '../brands';
import { renderAgreementDocument, renderAgreementPage, type AgreementContext } from './agreement';

const CONTEXT: AgreementContext = {
  brand: 'UWL',
  unitName: 'United World Logistics',
  applicationNumber: 'UWL1042',
  companyName: 'Acme <Freight> & Sons',
  customerCode: 'ACME01',
  approvedAmount: '25000',
  netTerms: 'Net 30',
  signerEmail: 'dana@acme.example',
};

const SIGNED: AgreementContext = {
  ...CONTEXT,
  signature: { name: 'Dana Whitfield', date: '11/21/2026' },
  signatureFontCss: '@font-face { font-family: "Signature Script"; src: url(data:font/woff2;base64,AA==); }',
  certificate: {
    envelopeId: 'env-123',
    documentSha256: 'a'.repeat(64),
    signerName: 'Dana Whitfield',
    signerEmail: 'dana@acme.example',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 <test>',
    consent: 'Agreed to sign electronically',
    events: [
      { at: '2026-11-21 15:00:00', event: 'sent', detail: 'to dana@acme.example' },
      { at: '2026-11-21 15:05:00', event: 'signed', detail: 'Dana Whitfield' },
    ],
  },
};

describe('the agreement on the signing page', () => {
  it('shows the approval terms with every value escaped, and no certificate', () => {
    const { html, css } = renderAgreementPage(SIGNED);
    expect(html).toContain('<h1>Payment Terms Agreement</h1>');
    expect(html).toContain('<tr><th>Application #</th><td>UWL1042</td></tr>');
    expect(html).toContain('<strong>Acme &lt;Freight&gt; &amp; Sons</strong>');
    expect(html).toContain('<tr><th>Customer Code</th><td>ACME01</td></tr>');
    expect(html).toContain('<tr><th>Approved Credit Amount</th><td>$25,000</td></tr>');
    expect(html).toContain('<tr><th>Net Terms</th><td>Net 30</td></tr>');
    expect(html).toContain('Signed by Dana Whitfield (dana@acme.example) on 11/21/2026');
    // The page shows the agreement only: the certificate and the embedded font belong to the printed copy.
    expect(html).not.toContain('Certificate of Completion');
    expect(css).not.toContain('@font-face');
    expect(css).toContain(`color: ${BRAND_STYLES.UWL.primary}`);
  });

  it('says N/A without a customer code and has no signature before signing', () => {
    const { html } = renderAgreementPage({ ...CONTEXT, customerCode: '' });
    expect(html).toContain('<tr><th>Customer Code</th><td>N/A</td></tr>');
    expect(html).not.toContain('class="signature"');
  });
});

describe('the printed agreement', () => {
  it('adds the certificate page: envelope, hash, signer, consent and every event, escaped', () => {
    const html = renderAgreementDocument(SIGNED);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Payment Terms Agreement # UWL1042</title>');
    expect(html).toContain('@font-face { font-family: "Signature Script"');
    expect(html).toContain('<h2>Certificate of Completion</h2>');
    expect(html).toContain(`<td class="hash">${'a'.repeat(64)}</td>`);
    expect(html).toContain('<td>Dana Whitfield &lt;dana@acme.example&gt;</td>');
    expect(html).toContain('<td>Mozilla/5.0 &lt;test&gt;</td>');
    expect(html).toContain('<td>Agreed to sign electronically</td>');
    expect(html).toContain('<tr><td>2026-11-21 15:00:00</td><td>sent</td><td>to dana@acme.example</td></tr>');
    expect(html).toContain('<tr><td>2026-11-21 15:05:00</td><td>signed</td><td>Dana Whitfield</td></tr>');
    // The certificate starts a page of its own.
    expect(html).toContain('.certificate { page-break-before: always; }');
  });

  it('has no certificate page before signing', () => {
    expect(renderAgreementDocument(CONTEXT)).not.toContain('Certificate of Completion');
  });

  it("carries the unit's own brand name in the wordmark, and the layout's brand without one", () => {
    const own = renderAgreementDocument({ ...CONTEXT, brandName: 'Harbor Freight Partners' });
    expect(unitBrand('UWL', 'Harbor Freight Partners')).toMatchObject({
      name: 'Harbor Freight Partners',
      mark: 'HFP',
      signOff: 'The Harbor Freight Partners Credit Team',
    });
    expect(own).toContain('HFP');
    // No brand or an unknown one: the CPG layout.
    const plain = renderAgreementDocument({ ...CONTEXT, brand: 'NOPE' });
    expect(plain).toContain(`border-bottom: 3px solid ${BRAND_STYLES.CPG.primary}`);
    expect(unitBrand('UWL', '  ')).toBe(BRAND_STYLES.UWL);
  });
});
