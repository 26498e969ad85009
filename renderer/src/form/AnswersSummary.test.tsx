import { render, screen } from '@testing-library/react';
import AnswersSummary from './AnswersSummary';

describe('AnswersSummary', () => {
  it('names rows by their form titles, drops an object title that repeats the step, numbers lists', () => {
    render(
      <AnswersSummary
        steps={[
          { id: 'bank', title: 'Banking Information', fields: ['bankInfo'] },
          { id: 'refs', title: 'Trade References', fields: ['tradeRefInfo', 'agreed'] },
        ]}
        schema={{
          type: 'object',
          properties: {
            bankInfo: {
              type: 'object',
              title: 'Banking Information',
              properties: { bankName: { type: 'string', title: 'Bank Name' }, address: { type: 'object' } },
            },
            tradeRefInfo: {
              type: 'array',
              items: { type: 'object', properties: { company: { type: 'string', title: 'Company' } } },
            },
            agreed: { type: 'boolean' },
          },
        }}
        uiSchema={{ bankInfo: { address: { 'ui:title': 'Bank Address', city: { 'ui:title': 'City' } } } }}
        data={{
          bankInfo: { bankName: 'First Harbor', address: { city: 'Long Beach' } },
          tradeRefInfo: [{ company: 'Pacific' }, { company: 'Gulf' }],
          agreed: true,
          signature: 'data:image/png;base64,xx',
        }}
      />,
    );
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Bank Name', 'Bank Address · City', '#1 · Company', '#2 · Company', 'Agreed']);
    expect(values).toEqual(['First Harbor', 'Long Beach', 'Pacific', 'Gulf', 'Yes']);
    expect(screen.getByRole('heading', { name: 'Trade References' })).toBeInTheDocument();
  });

  it('shows values in their display formats, masks account numbers, keeps the form order, skips empty steps', () => {
    render(
      <AnswersSummary
        steps={[
          { id: 'company', title: 'Company', fields: ['company', 'documents'] },
          { id: 'bank', title: 'Bank', fields: ['bankInfo'] },
          { id: 'empty', title: 'Nothing Filled', fields: ['comments', 'signature'] },
        ]}
        schema={{
          type: 'object',
          properties: {
            company: {
              type: 'object',
              title: 'Company Details',
              properties: {
                name: { type: 'string', title: 'Name' },
                phone: { type: 'string', title: 'Phone' },
                established: { type: 'string', title: 'Established' },
              },
            },
            documents: { type: 'array', title: 'Documents', items: { type: 'string' } },
            bankInfo: {
              type: 'object',
              title: 'Banking',
              properties: { accountNumber: { type: 'string', title: 'Account Number' } },
            },
            comments: { type: 'string' },
            signature: { type: 'string' },
          },
        }}
        uiSchema={{ company: { 'ui:order': ['phone', 'name', '*'] } }}
        formats={{ 'company.phone': 'phone', 'company.established': 'date', 'company.revenue': 'money' }}
        data={{
          company: { name: 'Acme', phone: '5551234567', established: '2001-02-03', revenue: 25000 },
          documents: ['W-9', 'COI'],
          bankInfo: { accountNumber: '000123456789' },
          comments: '',
          signature: 'data:image/png;base64,xx',
        }}
      />,
    );
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
    // ui:order first, then the schema's other fields, then answers the form does not name (untitled: in words).
    expect(terms).toEqual([
      'Company Details · Phone',
      'Company Details · Name',
      'Company Details · Established',
      'Company Details · Revenue',
      'Documents',
      'Banking · Account Number',
    ]);
    expect(values).toEqual(['555-123-4567', 'Acme', '02/03/2001', '$25,000', 'W-9, COI', '••••6789']);
    // A step with nothing filled (a blank answer, a drawn signature) has no heading.
    expect(screen.queryByRole('heading', { name: 'Nothing Filled' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Bank' })).toBeInTheDocument();
  });
});
