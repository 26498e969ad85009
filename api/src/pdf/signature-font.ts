/** The script face of signatures in PDFs, embedded as a data: URL so printing needs no network. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let css: string | undefined;

export function signatureFontCss(): string {
  if (css === undefined) {
    try {
      const require = createRequire(import.meta.url);
      const file = require.resolve('@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2');
      const data = readFileSync(file).toString('base64');
      css = `@font-face { font-family: 'Signature Script'; src: url(data:font/woff2;base64,${data}) format('woff2'); }`;
    } catch {
      // Without the font package the signature falls back to the cursive generic family.
      css = '';
    }
  }
  return css;
}
