import { useState, type ReactElement } from 'react';
import {
  Box,
  Button,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
} from '@mui/material';
import CancelIcon from '@mui/icons-material/DoNotDisturbOn';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/DrawOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import LinkIcon from '@mui/icons-material/Link';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NotesIcon from '@mui/icons-material/StickyNote2Outlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { RowAction, SubmissionKind } from './kind';
import { deniedReason } from './reasons';
import { docuSignLabel, docuSignStep } from './docuSignStep';
import { refOf, type ListStatus, type SubmissionRef, type SubmissionRow } from './types';
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

/** 'DocuSign' sends the agreement or opens the signed PDF; disabled with the reason when neither applies. */
function docuSignButton(ref: SubmissionRef, act: Act): { disabled: boolean; reason: string; tip: string } {
  const step = docuSignStep(ref.docuSign);
  if (step.kind === 'wait') return { disabled: true, reason: step.reason, tip: step.reason };
  const denied = !act.may(step.requires, ref);
  return {
    disabled: denied,
    reason: denied ? step.denied : '',
    tip: denied ? step.denied : docuSignLabel(step),
  };
}

/** Up to five buttons on one line; more on two short lines (at most four a line). */
const perLine = (count: number) => (count <= 5 ? count : Math.min(Math.ceil(count / 2), 4));

/** The matrix's view of a row: REVIEWED lists use the REVIEWED buttons, else the row's own status. */
const viewOf = (row: SubmissionRow, view: ListStatus): ListStatus =>
  view === 'REVIEWED' ? 'REVIEWED' : (row.status as ListStatus);

interface Props {
  row: SubmissionRow;
  act: Act;
  view: ListStatus;
  kind: SubmissionKind;
  /** Details as a button and every other action in a 'More actions' menu (phone cards, narrow tables). */
  compact?: boolean;
}

/**
 * A row's buttons, as the kind's action matrix lists them for the view (§2 tables). A button the user may
 * not use is disabled, in the theme's disabled colour, with a tooltip saying why (issue 15 item 8).
 */
export function RowActions({ row, act, view, kind, compact }: Props) {
  const ref = refOf(row);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const actions = (kind.matrix[viewOf(row, view)] ?? [])
    .filter((a) => a !== 'docuSign' || row.status === 'APPROVED')
    .map((a) => {
      const name = kind.labels?.[a] ?? BUTTONS[a].label;
      if (a === 'docuSign') return { a, icon: BUTTONS[a].icon, name, ...docuSignButton(ref, act) };
      const requires = kind.disabledUnless[a];
      const disabled = requires ? !act.may(requires, ref) : false;
      const reason = disabled ? deniedReason(a) : '';
      return { a, icon: BUTTONS[a].icon, name, disabled, reason, tip: reason || name };
    });

  if (compact) {
    // The main action is Details wherever the row has it (§2 lists Notes first on some rows).
    const main = actions.find((x) => x.a === 'details') ?? actions[0];
    const rest = actions.filter((x) => x !== main);
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {main ? (
          <Button
            size="small"
            variant="outlined"
            disabled={main.disabled}
            onClick={() => void act.run(main.a, ref)}
          >
            {main.name}
          </Button>
        ) : null}
        {rest.length ? (
          <>
            <IconButton
              size="small"
              aria-label={`More actions for ${row.applicationNumber || row.email}`}
              aria-haspopup="menu"
              onClick={(e) => setMenu(e.currentTarget)}
            >
              <MoreVertIcon />
            </IconButton>
            {/* Reasons wrap inside a phone-wide menu instead of running off its edge. */}
            <Menu
              anchorEl={menu}
              open={!!menu}
              onClose={() => setMenu(null)}
              slotProps={{ paper: { sx: { maxWidth: 'min(360px, calc(100vw - 32px))' } } }}
            >
              {rest.map(({ a, icon, name, disabled, reason }) => (
                <MenuItem
                  key={a}
                  sx={{ whiteSpace: 'normal' }}
                  disabled={disabled}
                  onClick={() => {
                    setMenu(null);
                    void act.run(a, ref);
                  }}
                >
                  <ListItemIcon>{icon}</ListItemIcon>
                  <ListItemText primary={name} secondary={reason || undefined} />
                </MenuItem>
              ))}
            </Menu>
          </>
        ) : null}
      </Stack>
    );
  }

  return (
    // Two short lines of at most four buttons: the REVIEWED rows' six to eight buttons, so the list fits
    // 1280 px beside the open side menu without a sideways scroll (issue 15 item 10).
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${perLine(actions.length)}, auto)`,
      }}
    >
      {actions.map(({ a, icon, name, disabled, reason, tip }) => (
        <Tooltip key={a} title={tip}>
          <span>
            <IconButton
              size="small"
              aria-label={name}
              aria-description={reason || undefined}
              onClick={() => void act.run(a, ref)}
              disabled={disabled}
            >
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Box>
  );
}
