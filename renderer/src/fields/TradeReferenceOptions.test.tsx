import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { renderFields } from '../test/harness';

const properties: Record<string, RJSFSchema> = {
  tradeRefInfo: {
    type: 'array',
    items: { type: 'object', properties: { company: { type: 'string', title: 'Company' } } },
  },
  tradeReferencesFileName: { type: 'string' },
  tradeReferencesSkipped: { type: 'boolean' },
};
const uiSchema = {
  tradeRefInfo: { 'ui:field': 'tradeReferenceOptions' },
  tradeReferencesFileName: { 'ui:widget': 'hidden' },
  tradeReferencesSkipped: { 'ui:widget': 'hidden' },
};
const refs = [{ company: 'A' }, { company: 'B' }, { company: 'C' }];

describe('trade reference options', () => {
  it('entering references clears the file name and the skip flag', async () => {
    const { last } = renderFields(properties, uiSchema, {
      tradeReferencesFileName: 'refs-x.pdf',
      tradeRefInfo: [],
    });
    expect(
      screen.getByRole('button', { name: 'UPLOAD TRADE REFERENCES', pressed: true }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ENTER TRADE REFERENCES' }));
    expect(last().tradeReferencesFileName).toBeUndefined();
    expect(last().tradeReferencesSkipped).toBeUndefined();
    expect(last().tradeRefInfo).toHaveLength(3);
    expect(screen.getAllByLabelText('Company')).toHaveLength(3);
  });

  it('uploading clears the entries and the skip flag and keeps the stored name', async () => {
    const { last } = renderFields(
      properties,
      uiSchema,
      { tradeRefInfo: refs, tradeReferencesSkipped: true },
      { context: { onUpload: async () => 'refs-6650f0c1a2b3c4d5e6f70812.pdf' } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'UPLOAD TRADE REFERENCES' }));
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'refs.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(last().tradeReferencesFileName).toBe('refs-6650f0c1a2b3c4d5e6f70812.pdf'));
    expect(last().tradeRefInfo).toEqual([]);
    expect(last().tradeReferencesSkipped).toBeUndefined();
    expect(screen.getByText('refs.pdf')).toBeInTheDocument();
  });

  it("skipping asks first: 'GO BACK' changes nothing, 'GO TO E-SIGNATURE' clears entries and file", async () => {
    const { last } = renderFields(properties, uiSchema, { tradeRefInfo: refs });
    await userEvent.click(screen.getByRole('button', { name: 'PROVIDE TRADE REFERENCES LATER' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(dialog).toHaveTextContent(
      'Please be aware that you must provide trade references separately from this application in order for your credit request to be approved',
    );
    await userEvent.click(screen.getByRole('button', { name: 'GO BACK AND PROVIDE THE REFERENCES' }));
    expect(last().tradeRefInfo).toEqual(refs);
    await userEvent.click(await screen.findByRole('button', { name: 'PROVIDE TRADE REFERENCES LATER' }));
    await userEvent.click(screen.getByRole('button', { name: 'GO TO E-SIGNATURE' }));
    expect(last()).toMatchObject({ tradeRefInfo: [], tradeReferencesSkipped: true });
    expect(last().tradeReferencesFileName).toBeUndefined();
  });
});
