import type { ReactElement } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import CancelIcon from '@mui/icons-material/DoNotDisturbOn';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import LinkIcon from '@mui/icons-material/Link';
import NotesIcon from '@mui/icons-material/StickyNote2Outlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { useActivationActions } from './useActivationActions';
import type { ActivationRow, ListStatus } from './types';

type Act = ReturnType<typeof useActivationActions>['act'];

function Action(props: { label: string; icon: ReactElement; onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton size="small" aria-label={props.label} onClick={props.onClick} disabled={props.disabled}>
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The actions of a row by status (§2 table). READ ONLY users get Approve, Deny and Resend disabled (§6). */
export function RowActions({ row, act, view }: { row: ActivationRow; act: Act; view: ListStatus }) {
  const details = (
    <Action key="d" label="Details" icon={<VisibilityIcon />} onClick={() => act.details(row)} />
  );
  const notes = <Action key="n" label="Notes" icon={<NotesIcon />} onClick={() => act.notes(row)} />;
  const pdf = (
    <Action
      key="p"
      label="PDF Print/View"
      icon={<PictureAsPdfIcon />}
      onClick={() => void act.pdfView(row)}
    />
  );
  const download = (
    <Action key="dl" label="Download PDF" icon={<DownloadIcon />} onClick={() => void act.pdfDownload(row)} />
  );
  const email = <Action key="e" label="Email" icon={<EmailIcon />} onClick={() => act.email(row)} />;
  let items: ReactElement[];
  if (row.status === 'SENT')
    items = [
      details,
      <Action key="l" label="Link" icon={<LinkIcon />} onClick={() => void act.link(row)} />,
      <Action
        key="r"
        label="Resend"
        icon={<SendIcon />}
        onClick={() => void act.resend(row)}
        disabled={!act.may('resend', row)}
      />,
      <Action key="x" label="Delete" icon={<DeleteIcon />} onClick={() => act.remove(row)} />,
    ];
  else if (row.status === 'NEW' || row.status === 'PENDING')
    items = [
      details,
      notes,
      pdf,
      download,
      <Action
        key="a"
        label="Approve"
        icon={<CheckIcon color="success" />}
        onClick={() => act.approve(row)}
        disabled={!act.may('approve', row)}
      />,
      <Action
        key="dn"
        label="Deny"
        icon={<CancelIcon color="error" />}
        onClick={() => act.deny(row)}
        disabled={!act.may('deny', row)}
      />,
      email,
    ];
  else if (view === 'REVIEWED')
    items = [
      details,
      <Action key="c" label="Copy" icon={<ContentCopyIcon />} onClick={() => act.copy(row)} />,
      pdf,
      download,
      notes,
      email,
    ];
  else items = [details, notes, pdf, download, email];
  return (
    <Stack direction="row" spacing={0} sx={{ flexWrap: 'nowrap' }}>
      {items}
    </Stack>
  );
}
