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
});
