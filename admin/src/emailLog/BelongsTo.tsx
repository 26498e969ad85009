import { Link as MuiLink, Typography } from '@mui/material';
import { useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EmailLogRecord } from './types';

type Props = { record?: EmailLogRecord; label?: string };

/** The company or division an email was sent for ('—' when none). */
export function UnitField({ record }: Props) {
  const r = useRecordContext<EmailLogRecord>({ record });
  if (!r?.unit)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Typography component="span" variant="body2">
      {r.unit.name}
      <Typography component="span" variant="caption" color="text.secondary">
        {r.unit.kind === 'division' ? ' (division)' : ' (company)'}
      </Typography>
    </Typography>
  );
}

/** 'Application UWL1042', 'Activation' (before it has a number). */
export function submissionLabel(s: NonNullable<EmailLogRecord['submission']>): string {
  const kind = s.kind === 'application' ? 'Application' : 'Activation';
  return s.number ? `${kind} ${s.number}` : kind;
}

/** The application or activation an email belongs to, linked to its details page ('—' when none). */
export function SubmissionLink({ record }: Props) {
  const r = useRecordContext<EmailLogRecord>({ record });
  const createPath = useCreatePath();
  const s = r?.submission;
  if (!s)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        —
      </Typography>
    );
  const resource = s.kind === 'application' ? 'applications' : 'activations';
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource, id: s.id, type: 'show' })}
      // In the list a row opens the email; this link opens the record instead.
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
      variant="body2"
    >
      {submissionLabel(s)}
    </MuiLink>
  );
}
