import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { renderFields } from '../test/harness';

const address = (extra: Record<string, RJSFSchema> = {}): RJSFSchema => ({
  type: 'object',
  properties: {
    address1: { type: 'string', title: 'Address 1' },
    address2: { type: 'string', title: 'Address 2' },
    city: { type: 'string', title: 'City' },
    state: { type: 'string', title: 'State' },
    zip: { type: 'string', title: 'Zip' },
    ...extra,
  },
});

describe('copy company address', () => {
  const company = { address1: '1 MAIN ST', address2: 'STE 2', city: 'DOVER', state: 'DE', zip: '19901' };

  it('copies address1, address2, city, state and zip into billing and clears them when unticked', async () => {
    const { last } = renderFields(
      {
        address: address(),
        copyCompanyAddress: { type: 'boolean', title: 'Same as company address' },
        billingAddress: address({ email: { type: 'string', title: 'Billing Email' } }),
      },
      { copyCompanyAddress: { 'ui:field': 'copyAddress' } },
      { address: company, billingAddress: { email: 'ap@acme.test' } },
    );
    await userEvent.click(screen.getByLabelText('Same as company address'));
    expect(last().billingAddress).toEqual({ ...company, email: 'ap@acme.test' });
    expect(last().copyCompanyAddress).toBe(true);
    expect(screen.getAllByLabelText('City')[1]).toHaveValue('DOVER');
    await userEvent.click(screen.getByLabelText('Same as company address'));
    expect(last().billingAddress).toEqual({ email: 'ap@acme.test' });
    expect(last().copyCompanyAddress).toBe(false);
  });
});

describe("'company handles CHB' toggle", () => {
  const chb = address({
    companyName: { type: 'string', title: 'Broker Company' },
    phone: { type: 'string', title: 'Broker Phone' },
    achImporter: { type: 'boolean', title: 'ACH importer' },
    companyHandlesChb: { type: 'boolean', title: 'Company handles CHB' },
  });

  it('ticking clears every broker contact field; unticking clears the ACH importer flag', async () => {
    const { last } = renderFields(
      { chb },
      { chb: { companyHandlesChb: { 'ui:field': 'chbToggle' } } },
      { chb: { companyName: 'BROKER CO', phone: '5551234567', city: 'DOVER', achImporter: true } },
    );
    expect(screen.getByLabelText('Broker Company')).toHaveValue('BROKER CO');
    await userEvent.click(screen.getByLabelText('Company handles CHB'));
    expect(last().chb).toEqual({ companyHandlesChb: true, achImporter: true });
    expect(screen.getByLabelText('Broker Company')).toHaveValue('');
    await userEvent.click(screen.getByLabelText('Company handles CHB'));
    expect(last().chb).toEqual({ companyHandlesChb: false });
  });
});

describe("an object whose fields depend on one of its answers ('conditionalObject')", () => {
  const chb: RJSFSchema = {
    type: 'object',
    title: 'Customs broker',
    properties: {
      handles: { type: 'string', title: 'Will we handle your CHB?', enum: ['Yes', 'No'] },
      broker: { type: 'string', title: 'Broker Name' },
      brokerPhone: { type: 'string', title: 'Broker Phone' },
    },
    allOf: [
      { if: { properties: { handles: { const: 'No' } } }, then: { required: ['broker', 'brokerPhone'] } },
    ],
  };
  const ui = {
    chb: {
      'ui:field': 'conditionalObject',
      'ui:options': { disable: [{ when: 'handles', is: ['Yes'], fields: ['brokerPhone'] }] },
    },
  };

  it('marks the fields a condition makes required, and turns off those the answer says do not apply', () => {
    const { unmount } = renderFields({ chb }, ui, { chb: { handles: 'No' } });
    expect(screen.getByLabelText(/Broker Name/)).toBeRequired();
    expect(screen.getByLabelText(/Broker Phone/)).toBeRequired();
    expect(screen.getByLabelText(/Broker Phone/)).toBeEnabled();
    unmount();
    renderFields({ chb }, ui, { chb: { handles: 'Yes' } });
    expect(screen.getByLabelText(/Broker Name/)).not.toBeRequired();
    expect(screen.getByLabelText(/Broker Phone/)).toBeDisabled();
  });
});
