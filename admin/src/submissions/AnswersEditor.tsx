import { useMemo, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import { SchemaForm, type FormDefinitionLike, type ServerErrors } from '@cp/renderer';
import type { FormData, FormDefinition } from '@cp/schemas/forms/types';
import { staffUiSchema } from './answersUi';
import { useAnswersValidator } from './answersValidator';

export interface AnswersEditorProps {
  definition: FormDefinition;
  /** The record's stored answers: the form opens with them. */
  data: FormData;
  /** The unit's own name, for the words of the form that name it ('Will UWL handle your CHB?'). */
  unitName: string;
  onChange: (data: FormData) => void;
  /** The server's refusal per field (the draft check's messages), shown on the fields. */
  errors?: ServerErrors;
  /** Shown below the form (the trade-reference file of an application). */
  children?: ReactNode;
}

/**
 * The customer's answers of a NEW or PENDING record as staff edit them (issue 27 item 1): the record's own
 * form definition rendered by the portal's engine (@cp/renderer), filled with the answers, its sections one
 * under another at any width. It has no button of its own: the details header's Save stores these edits with
 * the workflow fields (useWorkflowEdit). Signature and uploaded files stay the customer's (answersUi.tsx).
 * Loaded on demand: the engine is not part of the console's first load.
 */
export default function AnswersEditor(props: AnswersEditorProps) {
  const { definition, data, unitName, onChange, errors, children } = props;
  const loaded = useAnswersValidator(definition, true);
  const uiSchema = useMemo(() => staffUiSchema(definition, data, unitName), [definition, data, unitName]);
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="answers-editor">
      <CardHeader
        title="Edit answers"
        subheader="The customer's answers. Save in the header stores them with the fields above."
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0, px: { xs: 1, sm: 2 } }}>
        {loaded.state === 'loading' ? (
          <Box aria-busy="true">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Loading the form…
            </Typography>
            <LinearProgress />
          </Box>
        ) : loaded.state === 'failed' ? (
          <Alert severity="error">The form could not be loaded. Reload the page to try again.</Alert>
        ) : (
          <SchemaForm
            definition={definition as FormDefinition & FormDefinitionLike}
            uiSchema={uiSchema}
            validator={loaded.validator}
            formData={data}
            onChange={onChange}
            extraErrors={errors}
            showErrors={!!errors}
          />
        )}
        {children}
      </CardContent>
    </Card>
  );
}
