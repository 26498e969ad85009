import { memo, useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createValidator, SchemaForm, Wizard } from '@cp/renderer';
import { FORM_KEYS, getFormDefinition, type FormKey } from '@cp/schemas/forms/registry';
import { sampleFor } from '@cp/schemas/forms/samples';
import { initialData, loadForm } from '../portal/form-catalog';
import DataPanel from './DataPanel';
import {
  readParams,
  stepIndex,
  writeParams,
  type PlaygroundMode,
  type PlaygroundParams,
} from './playgroundState';

const noop = async () => undefined;

/**
 * Development page (/playground): any form definition rendered by the engine with its sample data, the data
 * as JSON and the server's verdict, live. ?form=<key>&mode=wizard|form&step=<index or id>.
 */
export default function Playground() {
  const [params, setParams] = useState<PlaygroundParams>(() => readParams(window.location.search));
  const [data, setData] = useState<Record<string, unknown>>(() => sampleFor(params.key));
  const [version, setVersion] = useState(0);
  const form = useMemo(() => loadForm(getFormDefinition(params.key)), [params.key]);
  // The compiling validator: the playground shows the server's verdict live anyway (its page may evaluate code,
  // api http/security.ts). Taken from the renderer, not the form catalogue, so ajv stays in this page's chunk.
  const validator = useMemo(() => createValidator(), []);

  const change = useCallback((next: PlaygroundParams, nextData?: Record<string, unknown>) => {
    setParams(next);
    window.history.replaceState(null, '', writeParams(next));
    if (nextData) setData(nextData);
    setVersion((v) => v + 1);
  }, []);
  const engineKey = `${params.key}-${params.mode}-${version}`;
  const start = stepIndex(params.step, form.definition.steps);
  // The engine owns the data while it is mounted (a new key remounts it with new data), so typing
  // re-renders only the engine itself and the data panel, not the toolbar or the engine's element.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the data at (re)mount only, by design
  const mountedData = useMemo(() => data, [engineKey]);
  const engine = useMemo(() => {
    const common = {
      definition: form.definition,
      uiSchema: form.uiSchema,
      validator,
      onChange: setData,
      onSubmit: noop,
    };
    return params.mode === 'wizard' ? (
      <Wizard key={engineKey} {...common} initialData={mountedData} startStep={start} onSaveDraft={noop} />
    ) : (
      <SchemaForm key={engineKey} {...common} formData={mountedData} />
    );
  }, [params.mode, engineKey, form, validator, mountedData, start]);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Forms playground
      </Typography>
      <Toolbar params={params} change={change} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: params.panel ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
        }}
      >
        <Box component="main">{engine}</Box>
        {params.panel && (
          <Box component="aside" aria-label="Data and validation">
            <DataPanel definition={form.definition} data={data} />
          </Box>
        )}
      </Box>
    </Container>
  );
}

/** Form, layout and data buttons; memoised so typing in the form does not re-render it. */
const Toolbar = memo(function Toolbar({
  params,
  change,
}: {
  params: PlaygroundParams;
  change: (next: PlaygroundParams, nextData?: Record<string, unknown>) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }} alignItems={{ sm: 'center' }}>
      <TextField
        select
        label="Form"
        value={params.key}
        sx={{ minWidth: 240 }}
        onChange={(e) => {
          const key = e.target.value as FormKey;
          change({ ...readParams(`?form=${key}`), panel: params.panel }, sampleFor(key));
        }}
      >
        {FORM_KEYS.map((k) => (
          <MenuItem key={k} value={k}>
            {k}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={params.mode}
        aria-label="Layout"
        onChange={(_, mode: PlaygroundMode | null) => mode && change({ ...params, mode })}
      >
        <ToggleButton value="wizard">Wizard</ToggleButton>
        <ToggleButton value="form">Sections</ToggleButton>
      </ToggleButtonGroup>
      <Button
        variant="outlined"
        onClick={() =>
          change({ ...params, step: '0' }, initialData(loadForm(getFormDefinition(params.key)), {}))
        }
      >
        Clear data
      </Button>
      <Button onClick={() => change(params, sampleFor(params.key))}>Load sample</Button>
    </Stack>
  );
});
