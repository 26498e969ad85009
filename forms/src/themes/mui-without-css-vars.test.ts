// @vitest-environment node
/**
 * The customer build's MUI `createTheme` and `ThemeProvider` without CSS variables (vite.plugins.ts,
 * muiWithoutCssVarsPlugin): built the way the app is built, they make the very theme MUI's own make for the
 * portal's options, refuse a theme that asks for CSS variables, and carry none of that code.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { createTheme as muiCreateTheme } from '@mui/material/styles';
import { muiWithoutCssVarsPlugin } from '../../vite.plugins';
import { makeTheme } from './base-theme';

const forms = path.resolve(__dirname, '../..');
let dir: string;
let bundle: string;
let built: {
  createTheme: typeof muiCreateTheme;
  ThemeProvider: (props: { theme: object; children?: unknown }) => unknown;
  useTheme: () => { palette: { primary: { main: string } } };
};

beforeAll(async () => {
  // Inside the package, so the bundle finds React where MUI's own does.
  mkdirSync(path.join(forms, 'node_modules'), { recursive: true });
  dir = mkdtempSync(path.join(forms, 'node_modules', '.mui-no-vars-'));
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, "export { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';\n");
  await build({
    configFile: false,
    root: forms,
    logLevel: 'silent',
    plugins: [muiWithoutCssVarsPlugin()],
    build: {
      outDir: path.join(dir, 'out'),
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'mui' },
      // React stays outside: the test renders with the same React as MUI's own.
      rollupOptions: {
        external: (id) => /^react(-dom)?($|\/)/.test(id) || /\/node_modules\/react(-dom)?\//.test(id),
      },
    },
  });
  const file = path.join(dir, 'out', 'mui.js');
  bundle = readFileSync(file, 'utf8');
  built = await import(pathToFileURL(file).href);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A theme as data (its functions by name), for comparing two builds of it. */
const asData = (theme: object) =>
  JSON.parse(JSON.stringify(theme, (_k, v: unknown) => (typeof v === 'function' ? `fn ${v.name}` : v)));

describe('MUI without CSS variables (the customer build)', () => {
  it("makes MUI's own theme for the portal's options, and MUI's default theme", () => {
    const options = {
      palette: { primary: { main: '#1f5f4a' }, secondary: { main: '#c9971c' } },
      shape: { borderRadius: 8 },
      typography: { button: { fontWeight: 600 } },
    };
    expect(asData(built.createTheme(options))).toEqual(asData(muiCreateTheme(options)));
    expect(asData(built.createTheme())).toEqual(asData(muiCreateTheme()));
  });

  it('hands the theme to the components below it', () => {
    function Shows() {
      return createElement('output', null, built.useTheme().palette.primary.main);
    }
    const html = renderToString(
      createElement(built.ThemeProvider as never, { theme: makeTheme('#123456') }, createElement(Shows)),
    );
    expect(html).toContain('#123456');
  });

  it('refuses a theme that asks for CSS variables rather than ignoring it', () => {
    expect(() => built.createTheme({ cssVariables: true })).toThrow(/without MUI CSS variables/);
    expect(() => built.createTheme({ colorSchemes: { dark: true } })).toThrow(/without MUI CSS variables/);
  });

  it('carries none of the CSS-variables code', () => {
    expect(bundle).toContain('createThemeNoVars');
    expect(bundle).not.toMatch(/createThemeWithVars|CssVarsProvider|prepareCssVars/);
  });
});
