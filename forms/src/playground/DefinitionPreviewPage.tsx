/**
 * The console form editor's live preview (/playground/preview, framed by admin/src/formDefinitions): a
 * definition the super admin is editing, rendered by the real engine with the form's sample data and
 * validated as typed. It lives in this app because ajv compiles a schema into a function, which the
 * customer pages' policy allows and the console's does not (api/src/http/security.ts). The definition
 * arrives by postMessage from the same origin only; the page fetches nothing.
 */
import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createValidator, SchemaForm } from '@cp/renderer';
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { deriveLayout } from '@cp/schemas/forms/layout';
import { isFormKey } from '@cp/schemas/forms/registry';
import { sampleFor } from '@cp/schemas/forms/samples';

export const PREVIEW_MESSAGE = 'cp-form-preview';
export const PREVIEW_READY = 'cp-form-preview-ready';

interface Shown {
  family: string;
  content: DefinitionContent;
}

export default function DefinitionPreviewPage() {
  const validator = useMemo(() => createValidator(), []);
  const [shown, setShown] = useState<Shown | null>(null);
  const [data, setData] = useState<Record<string, unknown> | null>(null);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const message = event.data as { type?: string } & Partial<Shown>;
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (message.type !== PREVIEW_MESSAGE || !message.content || !message.family) return;
      const { family, content } = message;
      setShown({ family, content });
      setData((d) => d ?? (isFormKey(family) ? sampleFor(family) : {}));
    };
    window.addEventListener('message', receive);
    window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, []);

  // The engine reads its schema once: a changed definition remounts it, keeping what was typed.
  const key = useMemo(() => JSON.stringify(shown?.content ?? null), [shown]);
  // The steps and UI orders the portal would derive from the edited tree (schemas forms/layout.ts).
  const derived = useMemo(() => shown && deriveLayout(shown.content.layout, shown.content.uiSchema), [shown]);
  if (!shown || !derived || !data) return <Typography sx={{ p: 2 }}>Waiting for the definition…</Typography>;
  return (
    <Box sx={{ p: 2 }}>
      <SchemaForm
        key={key}
        definition={{ family: shown.family, schema: shown.content.schema, steps: derived.steps }}
        uiSchema={derived.uiSchema}
        validator={validator}
        formData={data}
        onChange={setData}
        showErrors
      />
    </Box>
  );
}
