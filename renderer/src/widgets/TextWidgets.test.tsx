import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFields } from '../test/harness';

describe('upper-case and normalised text', () => {
  it("applies x-normalize 'upper' as typed", async () => {
    const { last } = renderFields({
      companyName: { type: 'string', title: 'Company Name', 'x-normalize': 'upper' },
    });
    await userEvent.type(screen.getByLabelText('Company Name'), 'Acme Freight');
    expect(screen.getByLabelText('Company Name')).toHaveValue('ACME FREIGHT');
    expect(last().companyName).toBe('ACME FREIGHT');
  });

  it('a letter goes in upper-cased where it is typed, in the middle of a word too', async () => {
    const { last } = renderFields({
      companyName: { type: 'string', title: 'Company Name', 'x-normalize': 'upper', maxLength: 21 },
    });
    const box = screen.getByLabelText('Company Name') as HTMLInputElement;
    // What the box holds each time it tells the page it changed: never a lower-case letter, not even for a moment.
    const held: string[] = [];
    box.addEventListener('input', () => held.push(box.value));
    await userEvent.type(box, 'pacific drayage');
    await userEvent.type(box, ' ocean', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(box).toHaveValue('PACIFIC OCEAN DRAYAGE');
    expect(box.selectionStart).toBe(13);
    expect(held.length).toBeGreaterThan(20);
    expect(held.filter((value) => value !== value.toUpperCase())).toEqual([]);
    expect(last().companyName).toBe('PACIFIC OCEAN DRAYAGE');
    // Its maxlength still holds.
    await userEvent.type(box, 'x');
    expect(box).toHaveValue('PACIFIC OCEAN DRAYAGE');
  });

  it("the 'upper' widget upper-cases without a schema declaration", async () => {
    const { last } = renderFields(
      { signatureTitle: { type: 'string', title: 'Title' } },
      { signatureTitle: { 'ui:widget': 'upper' } },
    );
    await userEvent.type(screen.getByLabelText('Title'), 'ceo');
    expect(last().signatureTitle).toBe('CEO');
  });

  it("x-normalize 'digits' strips everything but digits as typed", async () => {
    const { last } = renderFields({
      accountNumber: { type: 'string', title: 'Account', 'x-normalize': 'digits' },
    });
    await userEvent.type(screen.getByLabelText('Account'), '12-ab 34');
    expect(last().accountNumber).toBe('1234');
  });

  it("x-normalize 'trim' trims when the box is left, not while typing", async () => {
    const { last } = renderFields({ contact: { type: 'string', title: 'Contact', 'x-normalize': 'trim' } });
    await userEvent.type(screen.getByLabelText('Contact'), ' Jane Doe ');
    expect(last().contact).toBe(' Jane Doe ');
    fireEvent.blur(screen.getByLabelText('Contact'));
    expect(last().contact).toBe('Jane Doe');
  });

  it('state codes keep two letters, upper case', async () => {
    const { last } = renderFields(
      { state: { type: 'string', title: 'State' } },
      { state: { 'ui:widget': 'state' } },
    );
    await userEvent.type(screen.getByLabelText('State'), 't1xas');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(last().state).toBe('TX');
  });

  it('URL boxes trim on blur', () => {
    const { last } = renderFields(
      { site: { type: 'string', title: 'Website' } },
      { site: { 'ui:widget': 'url' } },
    );
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: ' https://acme.test ' } });
    fireEvent.blur(screen.getByLabelText('Website'));
    expect(last().site).toBe('https://acme.test');
  });

  it('a box without a placeholder has no placeholder attribute; one with it shows it', () => {
    // An empty placeholder attribute costs Chromium a style recalculation per keystroke (issue 33).
    renderFields(
      { name: { type: 'string', title: 'Name' }, city: { type: 'string', title: 'City' } },
      { city: { 'ui:placeholder': 'e.g. Oakland' } },
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('placeholder');
    expect(screen.getByLabelText('City')).toHaveAttribute('placeholder', 'e.g. Oakland');
  });

  it('URL boxes suggest https:// and leave no answer when cleared', () => {
    const { last } = renderFields(
      { site: { type: 'string', title: 'Website' } },
      { site: { 'ui:widget': 'url' } },
      { site: 'https://acme.test' },
    );
    const box = screen.getByLabelText('Website');
    expect(box).toHaveAttribute('placeholder', 'https://');
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.blur(box);
    expect(last().site).toBeUndefined();
  });
});

describe('digits-only numbers and money', () => {
  it('drops non-digits, shows thousands separators and stores a number', async () => {
    const { last } = renderFields(
      { annualRevenue: { type: 'integer', title: 'Annual Revenue' } },
      { annualRevenue: { 'ui:widget': 'digits' } },
    );
    await userEvent.type(screen.getByLabelText('Annual Revenue'), '12a34567');
    expect(screen.getByLabelText('Annual Revenue')).toHaveValue('1,234,567');
    expect(last().annualRevenue).toBe(1234567);
  });

  it('caps the digits at ui:options.maxDigits', async () => {
    const { last } = renderFields(
      { amountReq: { type: 'integer', title: 'Amount' } },
      { amountReq: { 'ui:widget': 'money', 'ui:options': { maxDigits: 9 } } },
    );
    await userEvent.type(screen.getByLabelText('Amount'), '12345678901');
    expect(last().amountReq).toBe(123456789);
    expect(screen.getByLabelText('Amount')).toHaveValue('123,456,789');
    expect(screen.getByText('$')).toBeInTheDocument();
  });

  it('an emptied box clears the number', async () => {
    const { last } = renderFields(
      { n: { type: 'integer', title: 'Employees' } },
      { n: { 'ui:widget': 'digits' } },
      { n: 25 },
    );
    await userEvent.clear(screen.getByLabelText('Employees'));
    expect(last().n).toBeUndefined();
  });
});

describe('a text limit says so when it is reached', () => {
  it("typing or pasting past maxLength shows the definition's words, and they go once the text is shorter", async () => {
    renderFields(
      {
        legalName: {
          type: 'string',
          title: 'Legal Name',
          maxLength: 10,
          errorMessage: { maxLength: 'Cannot exceed 10 characters' },
        },
        note: { type: 'string', title: 'Note', maxLength: 5 },
      },
      {},
    );
    const name = screen.getByLabelText('Legal Name');
    await userEvent.type(name, 'abcdefghij');
    expect(screen.queryByText('Cannot exceed 10 characters')).not.toBeInTheDocument();
    await userEvent.type(name, 'k');
    expect(name).toHaveValue('abcdefghij');
    expect(screen.getByText('Cannot exceed 10 characters')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Cannot exceed 10 characters'));
    await userEvent.type(name, '{Backspace}');
    expect(screen.queryByText('Cannot exceed 10 characters')).not.toBeInTheDocument();

    const note = screen.getByLabelText('Note');
    await userEvent.click(note);
    await userEvent.paste('a longer note');
    expect(screen.getByText('Maximum length is 5 characters')).toBeInTheDocument();
  });
});
