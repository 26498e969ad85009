import { sanitizeFileName, splitExtension } from './sanitize-name';

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\temp\\refs.pdf', 'refs.pdf'],
    ['  My   refs.PDF ', 'My refs.PDF'],
    ['bad"<name>|?*.doc', 'badname.doc'],
    ['line\r\nbreak.pdf', 'line break.pdf'],
    ['...hidden.pdf', 'hidden.pdf'],
    // Bidi controls and other format characters (Unicode Cf) are dropped: U+202E shows 'invoice‮fdp.exe' as
    // 'invoiceexe.pdf'. C1 controls become spaces like C0 ones.
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['a\u202a\u202b\u202c\u202d\u202eb.pdf', 'ab.pdf'],
    ['\u2066refs\u2069\u2067x\u2068.pdf', 'refsx.pdf'],
    ['\u200ere\u200ffs\u061c.pdf', 'refs.pdf'],
    ['zero\u200bwidth\u200c\u200d\u2060\ufeff.pdf', 'zerowidth.pdf'],
    ['soft\u00adhyphen.pdf', 'softhyphen.pdf'],
    ['tag\u{e0041}\u{e007f}.pdf', 'tag.pdf'],
    ['next\u0085line\u009b.pdf', 'next line .pdf'],
    ['lone\ud800surrogate.pdf', 'lonesurrogate.pdf'],
    ['\u202e.pdf', 'pdf'],
    ['', 'document'],
    ['///', 'document'],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('caps long names and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(400)}.docx`);
    expect(name).toHaveLength(150);
    expect(name.endsWith('.docx')).toBe(true);
  });

  it('splits the extension in lower case', () => {
    expect(splitExtension('report.final.PDF')).toEqual({ base: 'report.final', ext: '.pdf' });
    expect(splitExtension('.pdf')).toEqual({ base: '.pdf', ext: '' });
  });
});
