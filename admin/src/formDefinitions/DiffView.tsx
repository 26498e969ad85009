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

/** A value as a super admin reads it: a rule as 'value · “message”', text as is, anything else as JSON. */
function show(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && 'value' in v && 'message' in v) {
    const rule = v as { value: unknown; message: unknown };
    return `${show(rule.value)} · “${typeof rule.message === 'string' ? rule.message : 'no message'}”`;
  }
  return JSON.stringify(v);
}

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
        // Three columns, so a phone shows it without scrolling: the field with its kind of change, what
        // changed, and before → after.
        <Table size="small" aria-label="Differences">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>What</TableCell>
              <TableCell>Before → after</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.fields.flatMap((f) =>
              (f.changes.length ? f.changes : [null]).map((c, i) => (
                <TableRow key={`${f.field}-${i}`} sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    {i === 0 && (
                      <>
                        {f.field} <Chip size="small" label={f.change} />
                      </>
                    )}
                  </TableCell>
                  <TableCell>{c?.aspect ?? ''}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {c && (
                      <>
                        <Box component="del" sx={{ color: 'text.secondary' }}>
                          {show(c.before)}
                        </Box>{' '}
                        → <b>{show(c.after)}</b>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
