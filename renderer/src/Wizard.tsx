import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FORM } from '@cp/schemas/messages/renderer';
import { hasErrorsIn } from './errors';
import AnswersSummary from './form/AnswersSummary';
import EngineForm from './form/EngineForm';
import { firstIncompleteStep, firstStepWithErrors } from './form/steps';
import { stepSchema } from './form/stepSchema';
import { useFormEngine } from './form/useFormEngine';
import WizardNavView from './form/WizardNav';
import { useFocusFirstError } from './form/focusFirstError';
import { useEngineContext, useShownErrors } from './form/engineProps';
import type {
  EngineContext,
  FormData,
  FormDefinitionLike,
  FormUiSchema,
  FormValidator,
  ServerErrors,
} from './types';

/** Slide duration between wizard steps (spec §9: 500 ms). */
export const SLIDE_MS = 500;

export interface WizardProps {
  /** `signStep`: index of the signing step (default: the one before the last). */
  definition: FormDefinitionLike & { signStep?: number };
  uiSchema?: FormUiSchema;
  validator: FormValidator;
  initialData?: FormData;
  /**
   * Awaited on every Next; a rejection keeps the step and the answers, shows the error's message beside NEXT
   * with a retry, and goes to `onError`.
   */
  onSaveDraft?: (data: FormData, stepIndex: number) => unknown;
  /** Awaited on the signing step's SUBMIT APPLICATION; then the wizard shows the last step. */
  onSubmit?: (data: FormData) => unknown;
  onError?: (error: unknown) => void;
  onChange?: (data: FormData) => void;
  onStepChange?: (stepIndex: number) => void;
  /**
   * Opening step; when omitted, the first incomplete step. A host with a form definition passes the schemas
   * package's derivation (`deriveStartStep`, or `deriveStartStepWith` its precompiled validators).
   */
  startStep?: number;
  extraErrors?: ServerErrors;
  context?: Partial<Pick<EngineContext, 'onUpload' | 'fileDownloadUrl' | 'fileIdSuffix'>>;
  /**
   * Pointers whose stored value is not validated until edited (['/bankInfo/accountNumber'], spec §4);
   * the definition's own `skipUntilEdited` when omitted.
   */
  skipUntilEdited?: string[];
  /** Content for steps that are not form fields (the review / receipt step). */
  renderStep?: (stepIndex: number, data: FormData) => ReactNode;
}

/** The multi-step credit application (spec §2, §4): one step at a time, validated and saved on every Next. */
export default function Wizard(props: WizardProps) {
  const { definition, validator } = props;
  const { steps, schema } = definition;
  const last = steps.length - 1;
  const signStep = definition.signStep ?? Math.max(0, last - 1);
  const engine = useFormEngine({
    schema,
    validator,
    initialData: props.initialData ?? {},
    serverErrors: props.extraErrors,
    onChange: props.onChange,
    skipUntilEdited: props.skipUntilEdited ?? definition.skipUntilEdited,
    uiSchema: props.uiSchema,
  });
  const [step, setStep] = useState(() => {
    if (props.startStep !== undefined) return props.startStep;
    return firstIncompleteStep(validator, schema, steps, engine.dataRef.current, signStep);
  });
  const [direction, setDirection] = useState<1 | -1>(1);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { container, reportErrors } = useFocusFirstError();
  const moved = useRef(false);
  const current = steps[step];

  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    props.onStepChange?.(step);
    // Only a step change should move focus; onStepChange identity is not a reason to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const go = (to: number, dir: 1 | -1) => {
    engine.settle();
    setFailure(undefined);
    moved.current = true;
    setDirection(dir);
    setShowErrors(false);
    setStep(to);
  };

  // A failed save stays beside NEXT with a retry; the answers stay in the engine (nothing to reload).
  const [failure, setFailure] = useState<{ message: string; retry: () => void }>();
  const run = async (work: () => unknown, then: () => void) => {
    setSaving(true);
    setFailure(undefined);
    try {
      await work();
      then();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : FORM.saveFailed;
      setFailure({ message, retry: () => void run(work, then) });
      props.onError?.(error);
    } finally {
      setSaving(false);
    }
  };

  const next = (override?: FormData) => {
    const data = override ?? engine.dataRef.current;
    const errors = engine.collect(data);
    if (step === signStep) {
      const first = firstStepWithErrors(steps.slice(0, signStep + 1), errors, -1);
      if (first !== -1) {
        if (first !== step) go(first, -1);
        setShowErrors(true);
        return reportErrors();
      }
      return void run(
        () => props.onSubmit?.(data),
        () => go(step + 1, 1),
      );
    }
    if (hasErrorsIn(errors, current.fields)) {
      setShowErrors(true);
      return reportErrors();
    }
    void run(
      () => props.onSaveDraft?.(data, step),
      () => go(step + 1, 1),
    );
  };

  const back = () => {
    const clear = current.clearOnBack ?? [];
    if (clear.length) engine.patch(Object.fromEntries(clear.map((path) => [path, undefined])));
    go(step - 1, -1);
  };

  const errors = useShownErrors(engine, showErrors, current.fields);

  // The context keeps its identity while nothing in it changed: the callbacks call the latest closures.
  const latest = useRef({ next, back, saveNow: (_: FormData) => undefined as void });
  latest.current = {
    next,
    back,
    saveNow: (data: FormData) =>
      void run(
        () => props.onSaveDraft?.(data, step),
        () => undefined,
      ),
  };
  const saveNow = useCallback((data: FormData) => latest.current.saveNow(data), []);
  const goNext = useCallback((data?: FormData) => latest.current.next(data), []);
  const onNext = useCallback(() => latest.current.next(), []);
  const onBack = useCallback(() => latest.current.back(), []);
  const context = useEngineContext(
    props.context,
    engine,
    showErrors,
    { mode: 'step', steps, current: step, invalid: {}, showStatus: false },
    { saveNow, goNext },
  );
  const custom = props.renderStep?.(step, engine.data);
  // RJSF gets only this step's part of the schema (it recomputes its state over all of it on every
  // keystroke); the engine above validates the whole data against the whole schema.
  const formSchema = useMemo(() => stepSchema(schema, current), [schema, current]);

  // What is not BACK / NEXT, kept while nothing it shows changed: a keystroke re-validates (the engine's data
  // changes) without re-rendering the heading, the progress bar, the slide or the form (issue 33).
  const summaryData = step === signStep && !custom ? engine.data : undefined;
  const { formData, update } = engine;
  const { uiSchema } = props;
  const { formats } = definition;
  const appear = moved.current;
  const page = useMemo(
    () => (
      <>
        <Typography variant="overline" component="p" color="text.secondary">
          Step {step + 1} of {steps.length}
        </Typography>
        {/* A named progress bar: screen readers hear where they are ('Step 4 of 8: Credit Request'). */}
        <LinearProgress
          variant="determinate"
          value={((step + 1) / steps.length) * 100}
          aria-label="Application progress"
          aria-valuetext={`Step ${step + 1} of ${steps.length}: ${current.title}`}
          sx={{ mb: 1.5, height: 6, borderRadius: 3 }}
        />
        <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 2, outline: 'none' }}>
          {current.title}
        </Typography>
        {/* Outside RJSF so its re-renders never restart the slide; padding keeps outlined labels unclipped. */}
        <Box sx={{ overflow: 'hidden', pt: 1, mx: -0.5, px: 0.5 }}>
          <Slide
            key={current.id}
            in
            appear={appear}
            direction={direction === 1 ? 'left' : 'right'}
            timeout={SLIDE_MS}
          >
            <Box>
              {/* Before signing, the customer sees what they sign (issue 15 item 5). */}
              {summaryData && (
                <AnswersSummary
                  steps={steps.slice(0, signStep)}
                  schema={schema}
                  uiSchema={uiSchema}
                  data={summaryData}
                  formats={formats}
                />
              )}
              {custom ?? (
                <EngineForm
                  schema={formSchema}
                  uiSchema={uiSchema}
                  validator={validator}
                  formData={formData}
                  errors={errors}
                  context={context}
                  disabled={saving}
                  onChange={update}
                />
              )}
            </Box>
          </Slide>
        </Box>
      </>
    ),
    // prettier-ignore
    [step, steps, signStep, current, direction, appear, custom, summaryData, schema, uiSchema, formats,
      formSchema, validator, formData, errors, context, saving, update],
  );

  return (
    <Box ref={container}>
      {page}
      <WizardNav
        showBack={step > 0 && step < last}
        showNext={step < last}
        isSignStep={step === signStep}
        saving={saving}
        failure={failure?.message}
        onRetry={failure?.retry}
        onBack={onBack}
        onNext={onNext}
      />
    </Box>
  );
}

/** BACK / NEXT re-render only when what they show changes, not on every keystroke. */
const WizardNav = memo(WizardNavView);
