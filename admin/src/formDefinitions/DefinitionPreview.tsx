/**
 * The live preview of a definition with the real renderer (@cp/renderer) at desktop or phone width, filled
 * with the form's sample data (schemas/src/forms/samples.ts) and validated as the customer types: every
 * error shows at once, so a changed rule or message is visible immediately.
 */
import { useMemo, useState } from 'react';
import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { createValidator, SchemaForm } from '@cp/renderer';
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { isFormKey } from '@cp/schemas/forms/registry';
import { sampleFor } from '@cp/schemas/forms/samples';

const WIDTHS = { desktop: 1024, phone: 375 } as const;
type Width = keyof typeof WIDTHS;

export function DefinitionPreview({ family, content }: { family: string; content: DefinitionContent }) {
  const validator = useMemo(() => createValidator(), []);
  const [width, setWidth] = useState<Width>('desktop');
  const [data, setData] = useState(() => (isFormKey(family) ? sampleFor(family) : {}));
  // The engine reads its schema once: a new definition remounts it, keeping what was typed.
  const key = useMemo(() => JSON.stringify(content), [content]);
  const definition = useMemo(
    () => ({ key: family, schema: content.schema, steps: content.steps }),
    [family, content],
  );
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2">
          Preview with sample data
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_e, v: Width | null) => v && setWidth(v)}
          aria-label="Preview width"
        >
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="phone">Phone</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Paper
          variant="outlined"
          data-testid="form-preview"
          sx={{ width: WIDTHS[width], maxWidth: width === 'phone' ? WIDTHS.phone : '100%', p: 2 }}
        >
          <SchemaForm
            key={key}
            definition={definition}
            uiSchema={content.uiSchema}
            validator={validator}
            formData={data}
            onChange={setData}
            showErrors
          />
        </Paper>
      </Box>
    </Box>
  );
}
