import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { SchemaForm, type ServerErrors } from '@cp/renderer';
import type {
  ReferenceAnswerBody,
  ReferencePageUnit,
  ReferencePageView,
} from '@cp/schemas/contracts/references';
import type { FormData } from '@cp/schemas/forms/types';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { NetworkError } from '../../api/http';
import { referenceApi } from '../../api/reference';
import { loadForm } from '../form-catalog';
import { usePrecompiledForm } from '../precompiled-validator';
import { AccessCodeField } from './AccessCodeField';
import { isCompleteAccessCode, normaliseAccessCode } from './access-code';
import { DeclineConfirm } from './DeclineConfirm';
import { REFERENCE_PAGE as M } from './messages';
import { withNumberWidgets } from './number-widgets';
import { outcomeOf } from './outcome';

interface Props {
  token: string;
  view: ReferencePageView;
  unitName: string;
  /** The answer (or 'We cannot give references') was recorded. */
  onSent: () => void;
  /** The server refused the token meanwhile (answered from another tab, cancelled, past its days). */
  onExpired: (unit: ReferencePageUnit | null) => void;
}

type Answer = Pick<ReferenceAnswerBody, 'declined' | 'answers'>;

/**
 * The access code and the answer form, one section rendered by the same engine and precompiled validators as the
 * customer forms, one 'Send answer'; 'We cannot give references' below it. Nothing typed is lost on a wrong code,
 * a refusal of the answers or a failed connection: the form stays mounted with its data.
 */
export default function ReferenceAnswerForm({ token, view, unitName, onSent, onExpired }: Props) {
  const form = useMemo(() => {
    const loaded = loadForm(view.definition, unitName);
    return { ...loaded, uiSchema: withNumberWidgets(loaded.definition.schema, loaded.uiSchema) };
  }, [view.definition, unitName]);
  const { validator } = usePrecompiledForm(form.definition);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [serverErrors, setServerErrors] = useState<ServerErrors | undefined>();
  const [failure, setFailure] = useState<{ message: string; retry?: Answer } | null>(null);
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  // The code box takes the focus once it is enabled again (it is disabled while an answer is being sent).
  const [askedForCode, setAskedForCode] = useState(0);
  useEffect(() => {
    if (!askedForCode || busy) return;
    codeInput.current?.focus();
    codeInput.current?.scrollIntoView?.({ block: 'center' });
  }, [askedForCode, busy]);
  const askForCode = (message: string) => {
    setCodeError(message);
    setAskedForCode((n) => n + 1);
  };

  const send = async (answer: Answer) => {
    if (!isCompleteAccessCode(code)) return askForCode(M.codeNeeded);
    setBusy(true);
    setFailure(null);
    setCodeError('');
    try {
      const res = await referenceApi.answer({ token, code: normaliseAccessCode(code), ...answer });
      const outcome = outcomeOf(res);
      if (outcome.kind === 'sent') return onSent();
      if (outcome.kind === 'expired') return onExpired(outcome.unit);
      if (outcome.kind === 'code') return askForCode(outcome.message);
      if (outcome.kind === 'fields') setServerErrors(outcome.errors);
      setFailure({ message: outcome.message });
    } catch (e) {
      setFailure(
        e instanceof NetworkError ? { message: M.notSent, retry: answer } : { message: GENERAL_ERROR },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <AccessCodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            if (codeError && isCompleteAccessCode(value)) setCodeError('');
          }}
          error={codeError}
          inputRef={codeInput}
          disabled={busy}
        />
      </Box>
      <Box
        sx={{
          // One large Send: full width on a phone, a thumb's height.
          '& .MuiButton-contained': { minHeight: 48, width: { xs: '100%', sm: 'auto' }, px: 4 },
        }}
      >
        <SchemaForm
          definition={form.definition}
          uiSchema={form.uiSchema}
          validator={validator}
          onSubmit={(answers: FormData) => send({ declined: false, answers })}
          extraErrors={serverErrors}
          showErrors={Boolean(serverErrors)}
          submitLabel={M.send}
        />
      </Box>
      {failure && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          role="alert"
          action={
            failure.retry ? (
              <Button
                color="inherit"
                disabled={busy}
                onClick={() => failure.retry && void send(failure.retry)}
              >
                {M.tryAgain}
              </Button>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      )}
      <Divider sx={{ my: 3 }} />
      {declining ? (
        <DeclineConfirm
          unitName={unitName}
          applicantName={view.applicantName}
          busy={busy}
          onConfirm={() => void send({ declined: true, answers: {} })}
          onBack={() => setDeclining(false)}
        />
      ) : (
        <Button
          variant="outlined"
          size="large"
          disabled={busy}
          onClick={() => setDeclining(true)}
          sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
        >
          {M.cannot}
        </Button>
      )}
    </Box>
  );
}
