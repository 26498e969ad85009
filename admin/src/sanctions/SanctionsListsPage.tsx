/**
 * Sanctions lists (README 'Sanctions screening'; Super Admin): each OFAC list as imported — when, by whom, from
 * which files, how many entries and names — and the import of a new one from OFAC's published CSV files (the
 * primary file, SDN.CSV or CONS_PRIM.CSV, and its aliases, ALT.CSV or CONS_ALT.CSV). An import replaces the
 * list and screens every submitted record again in the background.
 */
import { useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify } from 'react-admin';
import {
  SANCTIONS_LIST_LABELS,
  SANCTIONS_LISTS,
  type SanctionsList,
  type SanctionsListView,
} from '@cp/schemas/contracts/sanctions';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from '../submissions/api';
import { formatDate } from '../submissions/format';

const when = (l: SanctionsListView) => (l.importedAt ? formatDate(l.importedAt) : 'Never imported');

function Lists({ lists }: { lists: SanctionsListView[] }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone)
    return (
      <Stack spacing={1} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {lists.map((l) => (
          <Box
            component="li"
            key={l.list}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {l.label}
            </Typography>
            <Typography variant="body2">
              {when(l)}
              {l.importedAt ? ` · ${l.entries} entries, ${l.names} names` : ''}
            </Typography>
            {l.importedAt ? (
              <Typography variant="caption" color="text.secondary">
                {l.fileName} · {l.importedBy}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Stack>
    );
  return (
    <Table size="small" aria-label="Sanctions lists">
      <TableHead>
        <TableRow>
          {['List', 'Imported', 'Entries', 'Names', 'Files', 'By'].map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {lists.map((l) => (
          <TableRow key={l.list}>
            <TableCell>{l.label}</TableCell>
            <TableCell>{when(l)}</TableCell>
            <TableCell>{l.importedAt ? l.entries : ''}</TableCell>
            <TableCell>{l.importedAt ? l.names : ''}</TableCell>
            <TableCell>{l.fileName}</TableCell>
            <TableCell>{l.importedBy ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function SanctionsListsPage() {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const {
    data: lists,
    error,
    isPending,
  } = useQuery({
    queryKey: ['sanctions', 'lists'],
    queryFn: () => dp.sanctionsLists(),
  });
  const [list, setList] = useState<SanctionsList>('sdn');
  const [sdn, setSdn] = useState<File | null>(null);
  const [alt, setAlt] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const pick = (set: (f: File | null) => void) => (e: ChangeEvent<HTMLInputElement>) =>
    set(e.target.files?.[0] ?? null);

  const upload = async () => {
    if (!sdn) return;
    setBusy(true);
    setFailure('');
    try {
      const { message } = await dp.importSanctionsList({ list, sdn, alt: alt ?? undefined });
      notify(message, { type: 'success' });
      setSdn(null);
      setAlt(null);
      await queryClient.invalidateQueries({ queryKey: ['sanctions', 'lists'] });
    } catch (e) {
      setFailure(failureMessage(e, GENERAL_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="Sanctions lists" />
      <Typography variant="body2">
        Every submitted application and activation is screened against these lists — its legal name, DBA and
        owners. An open hit blocks its approval until it is cleared as a false positive or confirmed.
      </Typography>
      <Card variant="outlined" component="section" aria-label="Lists">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
            Lists
          </Typography>
          {error ? <Alert severity="error">{failureMessage(error, GENERAL_ERROR)}</Alert> : null}
          {isPending ? (
            <Typography variant="body2" role="status">
              Loading…
            </Typography>
          ) : lists ? (
            <Lists lists={lists} />
          ) : null}
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label="Import a list">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
            Import a list
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Download the CSV files from OFAC (SDN.CSV and ALT.CSV for the SDN list; CONS_PRIM.CSV and
            CONS_ALT.CSV for the consolidated list) and choose them here. The import replaces the list, then
            every submitted record is screened again in the background.
          </Typography>
          <Stack spacing={2} sx={{ maxWidth: 520 }}>
            <TextField
              select
              label="List"
              value={list}
              onChange={(e) => setList(e.target.value as SanctionsList)}
              size="small"
            >
              {SANCTIONS_LISTS.map((l) => (
                <MenuItem key={l} value={l}>
                  {SANCTIONS_LIST_LABELS[l]}
                </MenuItem>
              ))}
            </TextField>
            <Button component="label" variant="outlined" sx={{ justifyContent: 'flex-start' }}>
              {sdn ? `Primary file: ${sdn.name}` : 'Choose the primary file (SDN.CSV)'}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                onChange={pick(setSdn)}
                aria-label="Primary file"
              />
            </Button>
            <Button component="label" variant="outlined" sx={{ justifyContent: 'flex-start' }}>
              {alt ? `Aliases file: ${alt.name}` : 'Choose the aliases file (ALT.CSV, optional)'}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                onChange={pick(setAlt)}
                aria-label="Aliases file"
              />
            </Button>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Box>
              <Button variant="contained" disabled={!sdn || busy} onClick={() => void upload()}>
                {busy ? 'Importing…' : 'Import'}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
