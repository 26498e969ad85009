/**
 * One step or section of the layout tree in the editor: its title and marks (signing step, optional), its
 * fields and groups in order, and for a draft rename, move up or down, add a group, remove (once empty).
 */
import type { ReactNode } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import LayersClearIcon from '@mui/icons-material/LayersClearOutlined';
import { Box, Button, Card, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { isGroup } from '@cp/schemas/forms/layout';
import type { LayoutGroup } from '@cp/schemas/forms/types';
import {
  addGroup,
  moveStep,
  removeGroup,
  removeStep,
  renameGroup,
  renameStep,
  whyStepStays,
} from './edit-layout';
import type { NameRequest } from './NameDialog';

export interface StepCardProps {
  content: DefinitionContent;
  index: number;
  /** 'Step' in a wizard, 'Section' in a one-page form */
  word: string;
  editable: boolean;
  onChange: (content: DefinitionContent) => void;
  askName: (request: NameRequest) => void;
  /** One field's row (and its own fields' rows) */
  field: (scope: string) => ReactNode;
  /** What follows the fields (the new-field form) */
  footer?: ReactNode;
}

function Group(props: StepCardProps & { group: LayoutGroup; at: number }) {
  const { content, index, group, at, editable, onChange, askName, field } = props;
  return (
    <Box
      component="section"
      aria-label={`Group ${group.label}`}
      sx={{ my: 1, pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h4" sx={{ flex: 1 }}>
          {group.label}
        </Typography>
        {editable && (
          <>
            <IconButton
              size="small"
              aria-label={`Rename group ${group.label}`}
              onClick={() =>
                askName({
                  title: 'Rename group',
                  label: 'Group name',
                  initial: group.label,
                  action: 'Rename',
                  apply: (name) => onChange(renameGroup(content, index, at, name)),
                })
              }
            >
              <EditIcon fontSize="small" />
            </IconButton>
            <Tooltip title="Remove the group; its fields stay in the step">
              <IconButton
                size="small"
                aria-label={`Remove group ${group.label}`}
                onClick={() => onChange(removeGroup(content, index, at))}
              >
                <LayersClearIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>
      {group.elements.length ? (
        group.elements.map((c) => field(c.scope))
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
          No field yet: move fields here with a field's Move to.
        </Typography>
      )}
    </Box>
  );
}

export function StepCard(props: StepCardProps) {
  const { content, index, word, editable, onChange, askName, field, footer } = props;
  const step = content.layout.elements[index];
  const last = content.layout.elements.length - 1;
  const stays = whyStepStays(step);
  const lower = word.toLowerCase();
  return (
    <Card variant="outlined" component="section" aria-label={`${word} ${step.label}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 160 }}>
            {index + 1}. {step.label}
          </Typography>
          {step.sign && <Chip size="small" label="Signing step" />}
          {step.optional && <Chip size="small" label="Optional" />}
          {editable && (
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <IconButton
                size="small"
                aria-label={`Rename ${lower} ${step.label}`}
                onClick={() =>
                  askName({
                    title: `Rename ${lower}`,
                    label: `${word} title`,
                    initial: step.label,
                    action: 'Rename',
                    apply: (name) => onChange(renameStep(content, index, name)),
                  })
                }
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move ${lower} ${step.label} up`}
                disabled={index === 0}
                onClick={() => onChange(moveStep(content, index, -1))}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move ${lower} ${step.label} down`}
                disabled={index === last}
                onClick={() => onChange(moveStep(content, index, 1))}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <Tooltip title={stays ?? `Remove the ${lower}`}>
                {/* A span: a disabled button gets no hover, and the tooltip says why it is disabled. */}
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${lower} ${step.label}`}
                    disabled={!!stays}
                    onClick={() => onChange(removeStep(content, index))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          )}
        </Stack>
        {step.elements.map((e, at) =>
          isGroup(e) ? <Group key={`group-${at}`} {...props} group={e} at={at} /> : field(e.scope),
        )}
        {!step.elements.length && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            No field yet: move fields here with a field&apos;s Move to, or add one.
          </Typography>
        )}
        {editable && (
          <Button
            size="small"
            sx={{ mt: 1 }}
            onClick={() =>
              askName({
                title: `Add a group to ${step.label}`,
                label: 'Group name',
                action: 'Add group',
                apply: (name) => onChange(addGroup(content, index, name)),
              })
            }
          >
            Add group
          </Button>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
