import { useMemo } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import { mergeFieldErrors, toErrorSchema, visibleErrors } from '../errors';
import type { EngineContext, FormData } from '../types';
import type { EngineFormContext, Layout } from './layout';
import type { useFormEngine } from './useFormEngine';
import { useStable } from './useStable';

type Engine = ReturnType<typeof useFormEngine>;

/**
 * The errors the user should see (spec §5: after Next or Submit, then live; format errors live; the
 * server's on their field), as RJSF's error schema. `scope`: the wizard step's fields. It keeps its
 * identity while its content is unchanged, so a keystroke that changes no message re-renders no field.
 */
export function useShownErrors(engine: Engine, showErrors: boolean, scope?: string[]): ErrorSchema<FormData> {
  const { allErrors, data, server } = engine;
  return useStable(
    useMemo(
      () => toErrorSchema(mergeFieldErrors(visibleErrors(allErrors, data, { showErrors, scope }), server)),
      [allErrors, data, server, showErrors, scope],
    ),
  );
}

/**
 * The form context every widget reads: the host's (uploads, file links), the engine's data access, whether
 * errors show, the layout and the wizard's actions. It keeps its identity while nothing in it changed, so a
 * keystroke does not re-render the whole form; `actions` must be stable callbacks.
 */
export function useEngineContext(
  host: Partial<EngineContext> | undefined,
  engine: Engine,
  showErrors: boolean,
  layout: Layout,
  actions?: Pick<EngineContext, 'saveNow' | 'goNext'>,
): EngineFormContext {
  const hostContext = useStable(host);
  const stableLayout = useStable(layout);
  const { getData, patch, write, isSource } = engine;
  const saveNow = actions?.saveNow;
  const goNext = actions?.goNext;
  return useMemo(
    () => ({
      ...hostContext,
      getData,
      patch,
      write,
      isSource,
      showErrors,
      saveNow,
      goNext,
      layout: stableLayout,
    }),
    [hostContext, getData, patch, write, isSource, showErrors, saveNow, goNext, stableLayout],
  );
}
