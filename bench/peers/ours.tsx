import './render-probe';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createPrecompiledFormValidator, Wizard } from '@cp/renderer';
import * as validators from 'virtual:our-validators';
import { sampleFor } from '@cp/schemas/forms/samples';
import { initialData, loadForm } from '@cp/forms/portal/form-catalog';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { baseTheme } from '@cp/forms/themes/base-theme';
import { createStyleCache } from '@cp/forms/themes/style-cache';

const form = loadForm(getFormDefinition('application-eight'), 'UWL');
const step = form.definition.steps.findIndex((s: { id: string }) => s.id === 'tradeReferences');
const noop = async () => undefined;
createRoot(document.getElementById('root') as HTMLElement).render(
  // The customer app's emotion cache (main.tsx): its style sheet, as the customer pages have it.
  <CacheProvider value={createStyleCache()}>
    <ThemeProvider theme={baseTheme}>
      <CssBaseline />
      <main>
        <Wizard
          definition={form.definition}
          uiSchema={form.uiSchema}
          validator={createPrecompiledFormValidator(validators, form.definition.schema)}
          initialData={initialData(form, sampleFor('application-eight'))}
          startStep={step}
          onChange={() => undefined}
          onSubmit={noop}
          onSaveDraft={noop}
        />
      </main>
    </ThemeProvider>
  </CacheProvider>,
);
