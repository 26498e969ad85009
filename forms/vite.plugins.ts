import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Build plugins of the customer app (vite.config.ts), shared with the bench pages built the same way. */

/**
 * Modules the customer bundle may drop when nothing of theirs is used: the workspace packages' sources (pure
 * declarations; the one side-effect import, the signature font's CSS, is a CSS file and stays) and ajv's
 * compiler family. The customer pages validate with precompiled validator modules (issue 17): the barrel of the
 * renderer and the form catalogue still name the compiling validator, and without this its ajv copies (about
 * 100 KB gzip) would ride along into every page that shows a form. Only the playground uses them.
 */
export const ajvCompiler = [
  /\/node_modules\/(ajv|ajv-formats|ajv-keywords|ajv-errors|json-schema-traverse)\//,
  // RJSF's compiling validator (its index builds one at load; RJSF's core names it for its test registry).
  /\/node_modules\/@rjsf\/validator-ajv8\/lib\/(index|customizeValidator|validator|createAjvInstance)\.js$/,
];
const pureWhenUnused = [/\/(schemas|renderer)\/src\/.*\.tsx?$/, ...ajvCompiler];

/** Tells Rollup those modules have no side effects (Vite's resolver would answer 'yes' for every package without
 * a `sideEffects` field, and for the workspace packages, before `treeshake.moduleSideEffects` is asked). */
export const pureWhenUnusedPlugin = (): Plugin => ({
  name: 'pure-when-unused',
  apply: 'build',
  transform(code, id) {
    if (pureWhenUnused.some((pattern) => pattern.test(id)))
      return { code, map: null, moduleSideEffects: false };
    return undefined;
  },
});

const lazyMarkdown = fileURLToPath(new URL('./src/lazy-markdown.tsx', import.meta.url));

/** RJSF's markdown renderer, loaded when a form first asks for it (src/lazy-markdown.tsx says why). */
export const lazyMarkdownPlugin = (): Plugin => ({
  name: 'lazy-markdown',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'markdown-to-jsx/react' && importer !== lazyMarkdown) return lazyMarkdown;
    return undefined;
  },
});

const lazySelectInput = fileURLToPath(new URL('./src/lazy-select-input.tsx', import.meta.url));
const muiSelect = /\/node_modules\/@mui\/material\/esm\/Select\/Select\.js$/;

/** MUI's non-native select input, loaded when a non-native select first renders (src/lazy-select-input.tsx). */
export const lazySelectInputPlugin = (): Plugin => ({
  name: 'lazy-select-input',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source === 'virtual:mui-select-input')
      return this.resolve('@mui/material/Select', importer).then(
        (select) => select && select.id.replace(/index\.js$/, 'SelectInput.js'),
      );
    if (source !== './SelectInput.js' || !importer || !muiSelect.test(importer)) return undefined;
    return lazySelectInput;
  },
});

const uriResolver = fileURLToPath(new URL('./src/uri-resolver.ts', import.meta.url));
const lazyRjsfFields = fileURLToPath(new URL('./src/lazy-rjsf-fields.tsx', import.meta.url));
const rjsfFieldsIndex = /\/node_modules\/@rjsf\/core\/lib\/components\/fields\/index\.js$/;
const layoutFields = ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'];

/**
 * RJSF without what our forms never use on their first load (issue 17): its schema utilities resolve 2020-12
 * `$id`s with src/uri-resolver.ts instead of fast-uri, and its registry's layout fields load when first used
 * (src/lazy-rjsf-fields.tsx). Each file says why.
 */
export const leanRjsfPlugin = (): Plugin => ({
  name: 'lean-rjsf',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'fast-uri' && importer?.includes('/node_modules/@rjsf/utils/')) return uriResolver;
    return undefined;
  },
  transform(code, id) {
    if (!rjsfFieldsIndex.test(id)) return undefined;
    let lean = code;
    for (const field of layoutFields) {
      const eager = `import ${field} from "./${field}.js";`;
      if (!lean.includes(eager)) this.error(`RJSF's fields index no longer imports ${field} as expected.`);
      lean = lean.replace(eager, `import { ${field} } from ${JSON.stringify(lazyRjsfFields)};`);
    }
    return { code: lean, map: null };
  },
});

const lazyPhoneNumbers = fileURLToPath(new URL('./src/lazy-phone-numbers.ts', import.meta.url));

/**
 * Issue 33, first load: libphonenumber-js (38 KB gzip, most of it its metadata) is only needed for a phone of a
 * country other than the US, which no page shows on its first paint. The browser build gets it through
 * src/lazy-phone-numbers.ts, which loads it at its first call (or ten seconds after the page has loaded); the
 * server's build and the tests keep the package itself.
 */
export const lazyPhoneNumbersPlugin = (): Plugin => ({
  name: 'lazy-phone-numbers',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (source !== 'libphonenumber-js/min' || options.ssr || importer === lazyPhoneNumbers) return undefined;
    return lazyPhoneNumbers;
  },
});

const muiStyles = /\/node_modules\/@mui\/material\/esm\/styles\/(createTheme|ThemeProvider)\.js$/;
const NO_VARS = {
  createTheme: (
    dir: string,
  ) => `import createThemeNoVars from ${JSON.stringify(`${dir}/createThemeNoVars.js`)};
/** MUI's createTheme without its CSS-variables branch (forms/vite.plugins.ts, muiWithoutCssVarsPlugin). */
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options)
    throw new Error('The customer app is built without MUI CSS variables: createTheme takes neither cssVariables nor colorSchemes (forms/vite.plugins.ts).');
  return createThemeNoVars(options, ...args);
}
`,
  ThemeProvider: (dir: string) => `import * as React from 'react';
import ThemeProviderNoVars from ${JSON.stringify(`${dir}/ThemeProviderNoVars.js`)};
import THEME_ID from ${JSON.stringify(`${dir}/identifier.js`)};
import { jsx } from 'react/jsx-runtime';
/** MUI's ThemeProvider without CssVarsProvider (forms/vite.plugins.ts, muiWithoutCssVarsPlugin). */
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme)
      throw new Error('The customer app is built without MUI CSS variables: a theme with colorSchemes needs them (forms/vite.plugins.ts).');
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`,
} as const;

/**
 * Issue 33, first load: MUI's `createTheme` and `ThemeProvider` each carry the CSS-variables theme (its builder,
 * CssVarsProvider, the colour-scheme script and their helpers) beside the plain one, chosen at run time, so every
 * page loads both although none of our themes uses CSS variables (themes/base-theme.ts: a palette, no
 * `cssVariables`, no `colorSchemes`; MUI's own default theme takes the same plain path). The browser build gets
 * each as the plain branch alone, which throws if a theme ever asks for CSS variables. The server's build and
 * the tests keep MUI's own.
 */
export const muiWithoutCssVarsPlugin = (): Plugin => ({
  name: 'mui-without-css-vars',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (options.ssr || !importer || !/(createTheme|ThemeProvider)\.js$/.test(source)) return undefined;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    const match = resolved && muiStyles.exec(resolved.id);
    if (!match) return undefined;
    return `\0mui-no-vars:${match[1]}:${resolved.id.slice(0, resolved.id.lastIndexOf('/'))}`;
  },
  load(id) {
    if (!id.startsWith('\0mui-no-vars:')) return undefined;
    const [, name, dir] = id.split(':') as [string, keyof typeof NO_VARS, string];
    return NO_VARS[name](dir);
  },
});

/**
 * The customer app's build plugins beside React's, in one list: the app's build (vite.config.ts) and the bench
 * page built as the app is (bench/peers/vite.config.ts) take the same. `phones`: libphonenumber-js loaded on
 * first use (lazyPhoneNumbersPlugin: the app); the bench page keeps the package as it is, as its earlier runs did.
 */
export const customerBuildPlugins = ({ phones }: { phones: boolean }): Plugin[] => [
  pureWhenUnusedPlugin(),
  lazyMarkdownPlugin(),
  leanRjsfPlugin(),
  lazySelectInputPlugin(),
  ...(phones ? [lazyPhoneNumbersPlugin()] : []),
  muiWithoutCssVarsPlugin(),
];
