import type { ReactElement } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import CancelIcon from '@mui/icons-material/DoNotDisturbOn';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/DrawOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import LinkIcon from '@mui/icons-material/Link';
import NotesIcon from '@mui/icons-material/StickyNote2Outlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { RowAction, SubmissionKind } from './kind';
import { refOf, type ListStatus, type SubmissionRow } from './types';
import type { Act } from './useSubmissionActions';

/** Each row button: its default label and icon. */
const BUTTONS: Record<RowAction, { label: string; icon: ReactElement }> = {
  details: { label: 'Details', icon: <VisibilityIcon /> },
  notes: { label: 'Notes', icon: <NotesIcon /> },
  pdfView: { label: 'PDF Print/View', icon: <PictureAsPdfIcon /> },
  pdfDownload: { label: 'Download PDF', icon: <DownloadIcon /> },
  print: { label: 'Print', icon: <PrintIcon /> },
  approve: { label: 'Approve', icon: <CheckIcon color="success" /> },
  deny: { label: 'Deny', icon: <CancelIcon color="error" /> },
  email: { label: 'Email', icon: <EmailIcon /> },
  link: { label: 'Link', icon: <LinkIcon /> },
  resend: { label: 'Resend', icon: <SendIcon /> },
  delete: { label: 'Delete', icon: <DeleteIcon /> },
  copy: { label: 'Copy', icon: <ContentCopyIcon /> },
  docuSign: { label: 'DocuSign', icon: <DrawIcon /> },
};

/** The matrix's view of a row: REVIEWED lists use the REVIEWED buttons, else the row's own status. */
const viewOf = (row: SubmissionRow, view: ListStatus): ListStatus =>
  view === 'REVIEWED' ? 'REVIEWED' : (row.status as ListStatus);

/** A row's buttons, as the kind's action matrix lists them for the view (§2 tables). */
export function RowActions(props: { row: SubmissionRow; act: Act; view: ListStatus; kind: SubmissionKind }) {
  const { row, act, view, kind } = props;
  const ref = refOf(row);
  const actions = (kind.matrix[viewOf(row, view)] ?? []).filter(
    (a) => a !== 'docuSign' || row.status === 'APPROVED',
  );
  return (
    <Stack direction="row" spacing={0} sx={{ flexWrap: 'nowrap' }}>
      {actions.map((a) => {
        const { label, icon } = BUTTONS[a];
        const requires = kind.disabledUnless[a];
        const name = kind.labels?.[a] ?? label;
        return (
          <Tooltip key={a} title={name}>
            <span>
              <IconButton
                size="small"
                aria-label={name}
                onClick={() => void act.run(a, ref)}
                disabled={requires ? !act.may(requires, ref) : false}
              >
                {icon}
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
