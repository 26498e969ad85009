import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFields } from '../test/harness';
import { displayFileName, isAcceptedFile } from './fileName';

const file = (name: string) => new File(['x'], name, { type: 'application/octet-stream' });

describe('file upload', () => {
  it('strips the appended id from the stored name', () => {
    expect(displayFileName('refs-6650f0c1a2b3c4d5e6f70812.pdf')).toBe('refs.pdf');
    expect(displayFileName('refs_123e4567-e89b-12d3-a456-426614174000.docx')).toBe('refs.docx');
    expect(displayFileName('refsAPP42.doc', 'APP42')).toBe('refs.doc');
    expect(displayFileName('plain.pdf')).toBe('plain.pdf');
    // No extension: the id still comes off; a name that is only the id stays whole.
    expect(displayFileName('refs-6650f0c1a2b3c4d5e6f70812')).toBe('refs');
    expect(displayFileName('6650f0c1a2b3c4d5e6f70812.pdf')).toBe('6650f0c1a2b3c4d5e6f70812.pdf');
    // An id with regular-expression characters is matched as written.
    expect(displayFileName('refs-A.1+.pdf', 'A.1+')).toBe('refs.pdf');
  });

  it('accepts .pdf, .doc and .docx whatever their case, and nothing else', () => {
    expect(['a.PDF', 'b.doc', 'c.Docx'].map((n) => isAcceptedFile(n))).toEqual([true, true, true]);
    expect(['a.pdf.exe', 'b.txt', 'pdf'].map((n) => isAcceptedFile(n))).toEqual([false, false, false]);
    expect(isAcceptedFile('scan.PNG', ['.png'])).toBe(true);
  });

  it('refuses other file types and uploads .pdf/.doc/.docx through formContext', async () => {
    const uploaded: string[] = [];
    const { last } = renderFields(
      { tradeReferencesFileName: { type: 'string', title: 'Upload' } },
      { tradeReferencesFileName: { 'ui:widget': 'fileUpload' } },
      {},
      {
        context: {
          onUpload: async (f) => {
            uploaded.push(f.name);
            return f.name.replace('.pdf', '-6650f0c1a2b3c4d5e6f70812.pdf');
          },
          fileDownloadUrl: (stored) => `/download/${stored}`,
        },
      },
    );
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await userEvent.upload(input, file('refs.png'), { applyAccept: false });
    expect(screen.getByText('Only .pdf, .doc and .docx files can be uploaded.')).toBeInTheDocument();
    expect(uploaded).toEqual([]);
    await userEvent.upload(input, file('refs.pdf'));
    await waitFor(() => expect(last().tradeReferencesFileName).toBe('refs-6650f0c1a2b3c4d5e6f70812.pdf'));
    expect(screen.getByRole('link', { name: 'refs.pdf' })).toHaveAttribute(
      'href',
      '/download/refs-6650f0c1a2b3c4d5e6f70812.pdf',
    );
  });
});
