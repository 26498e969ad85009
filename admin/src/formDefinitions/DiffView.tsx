/** The field-level difference between two versions of a family, computed by the API. */
import {
  Alert,
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading } from 'react-admin';
import { useFormEditorApi } from './useFormEditorApi';

const show = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

export function DiffView({ from, to }: { from: string; to: string }) {
  const dp = useFormEditorApi();
  const { data, isPending, error } = useQuery({
    queryKey: ['form-definitions', 'diff', from, to],
    queryFn: () => dp.diffFormVersions({ from, to }),
  });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        Version {data.from.version} → version {data.to.version}
      </Typography>
      {!data.fields.length ? (
        <Alert severity="info">The two versions have the same fields and rules.</Alert>
      ) : (
        <Table size="small" aria-label="Differences">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Change</TableCell>
              <TableCell>What</TableCell>
              <TableCell>Before</TableCell>
              <TableCell>After</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.fields.flatMap((f) =>
              (f.changes.length ? f.changes : [null]).map((c, i) => (
                <TableRow key={`${f.field}-${i}`}>
                  <TableCell>{i === 0 ? f.field : ''}</TableCell>
                  <TableCell>{i === 0 && <Chip size="small" label={f.change} />}</TableCell>
                  <TableCell>{c?.aspect ?? ''}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{c ? show(c.before) : ''}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{c ? show(c.after) : ''}</TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
