import './render-probe';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { baseTheme } from '@cp/forms/themes/base-theme';
import { createStyleCache } from '@cp/forms/themes/style-cache';

/**
 * The text-box floors of bench:peers (issue 33): 24 boxes with nothing of a form engine behind them, typed into
 * with the same probe as the three pages, so the script per keystroke of a form splits into the box it renders
 * and the engine around it.
 * - `?box=mui`: MUI's outlined TextField in our theme, uncontrolled (what our TextInput renders; no handler runs
 *   per keystroke but MUI's own);
 * - `?box=mui-default`: the same through emotion's default cache, i.e. with MUI's `input:invalid` rule for every
 *   browser, which the customer app's cache keeps for Firefox only (forms/src/themes/style-cache.ts): what that
 *   rule costs per keystroke in Chromium;
 * - `?box=input`: a React-rendered `<input>` with an onChange that does nothing (what any React text box costs at
 *   least: React's event dispatch, the browser's editing, layout of a flat tree).
 */
const param = new URLSearchParams(location.search).get('box');
const box = param === 'input' ? 'input' : 'mui';
const ids = Array.from({ length: 24 }, (_, i) => `box${i}`);
const ignore = () => undefined;

createRoot(document.getElementById('root') as HTMLElement).render(
  // The customer app's emotion cache (main.tsx): its style sheet, as the customer pages have it.
  <CacheProvider value={param === 'mui-default' ? createCache({ key: 'css' }) : createStyleCache()}>
    <ThemeProvider theme={baseTheme}>
      <CssBaseline />
      <main style={{ maxWidth: 900, margin: '0 auto', padding: 16 }}>
        {ids.map((id, i) =>
          box === 'mui' ? (
            <TextField
              key={id}
              id={id}
              label={`Box ${i + 1}`}
              defaultValue="ACME"
              fullWidth
              onChange={ignore}
              margin="dense"
            />
          ) : (
            <p key={id}>
              <label htmlFor={id}>Box {i + 1}</label>
              <input
                id={id}
                type="text"
                defaultValue="ACME"
                onChange={ignore}
                style={{ display: 'block', width: '100%' }}
              />
            </p>
          ),
        )}
      </main>
    </ThemeProvider>
  </CacheProvider>,
);
