/**
 * 'Record phone answer' (README 'Reference requests'): a reference who answers on the phone is recorded by the
 * staff member who took the call. The dialog shows the reference's published answer form, the one its email
 * link opens, rendered by the forms engine with its precompiled validators; 'Save answer' sends it (marked as
 * taken by phone, with the staff member's name), and 'They cannot give references' records the decline. A
 * refusal of an answer shows on its fields; nothing typed is lost when a save fails. Loaded on demand.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import { SchemaForm, type FormDefinitionLike, type ServerErrors } from '@cp/renderer';
import type { FormData, FormDefinition } from '@cp/schemas/forms/types';
import { formatPhone } from '@cp/schemas/formats';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from '../submissions/api';
import { useAnswersValidator } from '../submissions/answersValidator';

export interface PhoneAnswerDialogProps {
  /** The application. */
  id: string;
  requestId: string;
  /** The reference's company, for the title while the form loads. */
  company: string;
  onClose: () => void;
  /** The answer or the decline was recorded: the server's message. */
  onRecorded: (message: string) => void;
}

export default function PhoneAnswerDialog({
  id,
  requestId,
  company,
  onClose,
  onRecorded,
}: PhoneAnswerDialogProps) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const form = useQuery({
    queryKey: ['applications', 'reference-answer-form', id, requestId],
    queryFn: () => dp.referenceAnswerForm({ id, requestId }),
    retry: false,
  });
  const definition = form.data?.definition as FormDefinition | undefined;
  const validator = useAnswersValidator(definition, true);
  const [answers, setAnswers] = useState<FormData>({});
  const [errors, setErrors] = useState<ServerErrors | undefined>();
  const [failure, setFailure] = useState('');
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);

  const record = async (declined: boolean, data: FormData) => {
    setBusy(true);
    setFailure('');
    try {
      const { message } = await dp.recordPhoneAnswer({ id, requestId, answers: data, declined });
      onRecorded(message);
    } catch (e) {
      const fields =
        e instanceof HttpError ? (e.body as { errors?: ServerErrors } | undefined)?.errors : undefined;
      if (fields && Object.keys(fields).length) setErrors(fields);
      setFailure(failureMessage(e, GENERAL_ERROR));
    } finally {
      setBusy(false);
    }
  };

  const title = form.data?.kind === 'bank' ? 'Record bank reference answer' : 'Record phone answer';
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {[form.data?.company ?? company, form.data?.contact, formatPhone(form.data?.phone)]
            .filter(Boolean)
            .join(' · ')}
          <br />
          Fill in what the reference tells you on the phone. The answer is kept as taken by phone, with your
          name.
        </Typography>
        {form.error ? (
          <Alert severity="error">{failureMessage(form.error, GENERAL_ERROR)}</Alert>
        ) : !definition || validator.state === 'loading' ? (
          <Box aria-busy="true">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Loading the answer form…
            </Typography>
            <LinearProgress />
          </Box>
        ) : validator.state === 'failed' ? (
          <Alert severity="error">The answer form could not be loaded. Close this and try again.</Alert>
        ) : (
          <SchemaForm
            definition={definition as FormDefinition & FormDefinitionLike}
            uiSchema={definition.uiSchema}
            validator={validator.validator}
            formData={answers}
            onChange={setAnswers}
            onSubmit={(data: FormData) => record(false, data)}
            extraErrors={errors}
            showErrors={Boolean(errors)}
            submitLabel="Save answer"
          />
        )}
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {declining ? (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <>
                <Button color="inherit" disabled={busy} onClick={() => setDeclining(false)}>
                  Back
                </Button>
                <Button color="inherit" disabled={busy} onClick={() => void record(true, {})}>
                  Record decline
                </Button>
              </>
            }
          >
            Record that this reference cannot give references? It counts as the answer and closes the request.
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button color="warning" disabled={busy || declining || !form.data} onClick={() => setDeclining(true)}>
          They cannot give references
        </Button>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
