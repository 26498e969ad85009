/**
 * The form editor's home (issue 16 item 4): each form family with its versions — draft, published,
 * retired, who published them and when — and the units that use it.
 */
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { FormFamily } from '@cp/schemas/contracts/form-definitions';
import { formatDateTime } from './format';
import { StatusChip } from './StatusChip';
import { useFormFamilies } from './useFormEditorApi';

function FamilyCard({ family }: { family: FormFamily }) {
  return (
    <Card variant="outlined" component="section" aria-label={`${family.title} (${family.family})`}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {family.title}{' '}
          <Typography component="span" color="text.secondary">
            · {family.family}
          </Typography>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Used by:
          </Typography>
          {family.units.length ? (
            family.units.map((u) => <Chip key={u.id} size="small" label={u.code} title={u.name} />)
          ) : (
            <Typography variant="body2">no unit</Typography>
          )}
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Version</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Note</TableCell>
                <TableCell>Published</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...family.versions].reverse().map((v) => (
                <TableRow key={v.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/form-definitions/${v.id}`}>
                      Version {v.version}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <StatusChip status={v.status} />
                  </TableCell>
                  <TableCell>{v.note}</TableCell>
                  <TableCell>
                    {v.publishedAt
                      ? `${formatDateTime(v.publishedAt)} by ${v.publishedBy ?? 'the system'}`
                      : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}

export function FormFamilyList() {
  const { data, isPending, error } = useFormFamilies();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Forms" />
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        <Stack spacing={2}>
          {data.map((f) => (
            <FamilyCard key={`${f.form}|${f.family}`} family={f} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
