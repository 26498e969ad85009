import { describe, expect, it } from 'vitest';
import { renderReferenceAnswerDocument, type ReferenceAnswerContext } from './reference-answer';

const context = (o: Partial<ReferenceAnswerContext> = {}): ReferenceAnswerContext => ({
  brand: 'BRISTOL',
  unitName: 'Bristol Freight',
  applicationNumber: 'BRI1042',
  applicantName: 'Acme Imports LLC',
  kindLabel: 'Trade reference',
  referenceCompany: 'Pacific Drayage Co',
  referenceEmail: 'ar@pacificdrayage.com',
  declined: false,
  answers: [
    ['High credit in the last 12 months', '$25,000.00'],
    ['Payment habit', 'Slow 1–30 days'],
  ],
  score: 70,
  evidence: {
    respondent: 'Maria Lopez, AR Manager',
    answeredAt: '2026-11-28 18:00',
    form: 'trade-reference v1',
    byPhone: false,
    recordedBy: '',
    ip: '203.0.113.9',
    userAgent: 'RefPhone/1.0',
  },
  ...o,
});

describe('the reference answer PDF', () => {
  it('prints the answers by label, the score and the evidence, escaped', () => {
    const html = renderReferenceAnswerDocument(context({ referenceCompany: 'Pacific <Drayage>' }));
    expect(html).toContain('<th>Payment habit</th><td>Slow 1–30 days</td>');
    expect(html).toContain('<span class="score">70</span> of 100');
    expect(html).toContain('203.0.113.9');
    expect(html).toContain('Pacific &lt;Drayage&gt;');
    expect(html).not.toContain('Taken by phone');
  });

  it('says a decline in words and names who took a phone answer', () => {
    const html = renderReferenceAnswerDocument(
      context({
        declined: true,
        score: null,
        evidence: { ...context().evidence, byPhone: true, recordedBy: 'Pat Credit', ip: '', userAgent: '' },
      }),
    );
    expect(html).toContain('cannot give references');
    expect(html).not.toContain('Payment score');
    expect(html).toContain('<th>Taken by phone by</th><td>Pat Credit</td>');
    expect(html).not.toContain('IP address');
  });
});
