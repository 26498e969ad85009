/**
 * AR import (issue 29 item 4): an Admin or Super Admin uploads a unit's accounts-receivable aging file. The
 * whole file is imported or nothing is — each bad line is listed with its number and reason; re-importing an
 * as-of date replaces it. An ERP export with other column names maps onto the format (the mapping can be kept
 * for the unit). The lines whose customer code or tax id matched no customer are listed to match by hand.
 */
import { useState, type ChangeEvent } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Grid,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, Title, useDataProvider, useNotify, usePermissions } from 'react-admin';
import {
  AR_COLUMNS,
  type ArImportResult,
  type ArLineError,
  type ArMapping,
  type ArUnmatchedLine,
} from '@cp/schemas/contracts/ar-imports';
import type { SessionUser } from '@cp/schemas/permissions/types';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage, saveBlob } from '../submissions/api';
import { formatDate, formatMoney } from '../submissions/format';
import { MatchLineDialog } from './MatchLineDialog';

const MAPPABLE = ['tax_id', ...AR_COLUMNS] as const;

/** The 400's line errors (`data.errors`), if the failure carries them. */
function lineErrors(e: unknown): ArLineError[] {
  const body =
    e instanceof HttpError ? (e.body as { data?: { errors?: ArLineError[] } } | undefined) : undefined;
  return Array.isArray(body?.data?.errors) ? body.data.errors : [];
}

function Unmatched({ unitId }: { unitId: string }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [matching, setMatching] = useState<ArUnmatchedLine | null>(null);
  const { data: lines = [], isPending } = useQuery({
    queryKey: ['ar-imports', 'unmatched', unitId],
    queryFn: () => dp.arUnmatched(unitId || undefined),
  });
  return (
    <Card variant="outlined" component="section" aria-label="Lines to match">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
          Lines to match
        </Typography>
        {isPending ? (
          <Typography variant="body2" role="status">
            Loading…
          </Typography>
        ) : lines.length === 0 ? (
          <Typography variant="body2">Every imported line is matched to a customer.</Typography>
        ) : phone ? (
          <Stack spacing={1} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {lines.map((l) => (
              <Box
                component="li"
                key={l.id}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {l.customerCode || l.taxId || '—'} · {formatMoney(l.total)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Line {l.line} · {l.unitName} · as of {formatDate(l.asOf)}
                </Typography>
                <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setMatching(l)}>
                  Match to customer
                </Button>
              </Box>
            ))}
          </Stack>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  <TableCell>Customer code or tax id</TableCell>
                  <TableCell>Unit</TableCell>
                  <TableCell>As of</TableCell>
                  <TableCell align="right">Total</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((l) => (
                  <TableRow key={l.id}>
                    <TableCell>{l.line}</TableCell>
                    <TableCell>{l.customerCode || l.taxId || '—'}</TableCell>
                    <TableCell>{l.unitName}</TableCell>
                    <TableCell>{formatDate(l.asOf)}</TableCell>
                    <TableCell align="right">{formatMoney(l.total)}</TableCell>
                    <TableCell>
                      <Button size="small" variant="outlined" onClick={() => setMatching(l)}>
                        Match to customer
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
      {matching ? <MatchLineDialog line={matching} onClose={() => setMatching(null)} /> : null}
    </Card>
  );
}

export function ArImportPage() {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { permissions: user } = usePermissions<SessionUser | undefined>();
  const readOnly = user?.security === 'READ ONLY';
  const [unitId, setUnitId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ArMapping>({});
  const [keepMapping, setKeepMapping] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ArImportResult | null>(null);
  const [errors, setErrors] = useState<ArLineError[]>([]);
  const [touched, setTouched] = useState(false);
  const { data: units = [] } = useQuery({
    queryKey: ['ar-imports', 'units'],
    queryFn: async () => (await dp.offeredUnits('applications')).data,
    enabled: !readOnly,
  });

  const chooseUnit = async (id: string) => {
    setUnitId(id);
    setResult(null);
    setErrors([]);
    setMapping(id ? await dp.arMapping(id).catch(() => ({})) : {});
  };
  const chooseFile = (e: ChangeEvent<HTMLInputElement>) => {
    setFile(e.target.files?.[0] ?? null);
    setResult(null);
    setErrors([]);
  };
  const upload = async () => {
    setTouched(true);
    if (!unitId || !file) return;
    setBusy(true);
    setErrors([]);
    setResult(null);
    try {
      const answer = await dp.arImport({ unitId, file, mapping, saveMapping: keepMapping });
      setResult(answer.data);
      notify(answer.message, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['ar-imports'] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    } catch (e) {
      setErrors(lineErrors(e));
      notify(failureMessage(e, 'The file could not be imported.'), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  const template = async () => saveBlob(await dp.arTemplate(), 'ar-import-template.csv');

  if (readOnly)
    return (
      <Box sx={{ p: 2 }}>
        <Title title="AR import" />
        <Alert severity="info">Read only: importing accounts receivable needs an Admin or Super Admin.</Alert>
      </Box>
    );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title="AR import" />
      <Stack spacing={2}>
        <Card variant="outlined" component="section" aria-label="Upload an aging file">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
              Upload an aging file
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              A CSV with the columns {AR_COLUMNS.join(', ')} (tax_id may replace customer_code; dates as
              YYYY-MM-DD). The whole file is imported or nothing is: a bad line is listed with its number.
              Importing an as-of date again replaces it. Exposure in the credit files is the latest import.
            </Typography>
            <Button size="small" onClick={() => void template()} sx={{ mb: 2 }}>
              Download the template
            </Button>
            <Grid container spacing={2} sx={{ alignItems: 'center' }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  select
                  fullWidth
                  label="Company or division"
                  value={unitId}
                  onChange={(e) => void chooseUnit(e.target.value)}
                  error={touched && !unitId}
                  helperText={touched && !unitId ? 'Choose a company or division' : ' '}
                >
                  {units.map((u) => (
                    <MenuItem key={u.id} value={u.id}>
                      {u.kind === 'division' ? `— ${u.name}` : u.name} ({u.code})
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Button variant="outlined" component="label">
                  Choose CSV file
                  <input
                    hidden
                    type="file"
                    accept=".csv,text/csv"
                    onChange={chooseFile}
                    aria-label="CSV file"
                  />
                </Button>
                <Typography
                  variant="body2"
                  component="span"
                  sx={{ ml: 1, wordBreak: 'break-all' }}
                  color={touched && !file ? 'error' : 'text.primary'}
                >
                  {file ? file.name : touched ? 'Choose a CSV file to import.' : 'No file chosen'}
                </Typography>
              </Grid>
            </Grid>
            <Accordion disableGutters variant="outlined" sx={{ my: 2 }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography variant="body2">Column names of an ERP export (optional)</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  Type the export&apos;s header for each column it names differently; leave the others empty.
                </Typography>
                <Grid container spacing={1}>
                  {MAPPABLE.map((c) => (
                    <Grid key={c} size={{ xs: 12, sm: 6, md: 4 }}>
                      <TextField
                        fullWidth
                        size="small"
                        label={c}
                        value={mapping[c] ?? ''}
                        onChange={(e) =>
                          setMapping((m) => {
                            const next = { ...m, [c]: e.target.value };
                            if (!e.target.value.trim()) delete next[c];
                            return next;
                          })
                        }
                      />
                    </Grid>
                  ))}
                </Grid>
                <FormControlLabel
                  control={
                    <Checkbox checked={keepMapping} onChange={(e) => setKeepMapping(e.target.checked)} />
                  }
                  label="Keep these names for this unit's next imports"
                />
              </AccordionDetails>
            </Accordion>
            <Button variant="contained" disabled={busy} onClick={() => void upload()}>
              {busy ? 'Importing…' : 'Import'}
            </Button>
          </CardContent>
        </Card>

        {errors.length ? (
          <Alert severity="warning" role="alert" aria-label="Lines to correct">
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              Nothing was imported. Correct these lines and upload the file again:
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {errors.slice(0, 200).map((e) => (
                <li key={`${e.line}-${e.message}`}>
                  Line {e.line}: {e.message}
                </li>
              ))}
            </Box>
            {errors.length > 200 ? (
              <Typography variant="body2">…and {errors.length - 200} more.</Typography>
            ) : null}
          </Alert>
        ) : null}

        {result ? (
          <Alert severity="success" aria-label="Import result">
            {result.rowCount} line{result.rowCount === 1 ? '' : 's'} imported: {result.matchedCount} matched
            to a customer, {result.unmatchedCount} to match.{' '}
            {result.imports
              .map((i) => `As of ${formatDate(i.asOf)}${i.replaced ? ' (replaced the earlier import)' : ''}`)
              .join('; ')}
          </Alert>
        ) : null}

        <Unmatched unitId={unitId} />
      </Stack>
    </Box>
  );
}
