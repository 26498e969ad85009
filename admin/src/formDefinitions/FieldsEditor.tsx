/**
 * A draft's layout tree and fields, step by step (StepCard.tsx) and inside an object field: each field's
 * role (RoleField.tsx), moved to another field with its Role select; edit a field,
 * move it up or down among its neighbours or to another step or group, remove it, add a text field to a
 * step; add, rename, move and remove steps (sections) and groups. Read-only for a published version.
 */
import { useMemo, useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { fieldFacts } from '@cp/schemas/forms/field-facts';
import { allControls } from '@cp/schemas/forms/layout';
import { childSchemas, fieldSchemaAt } from '@cp/schemas/forms/schema-walk';
import { removeField } from './edit-field';
import { addField, addStep, moveField } from './edit-layout';
import { FieldDialog } from './FieldDialog';
import { MoveToMenu } from './MoveToMenu';
import { NameDialog, type NameRequest } from './NameDialog';
import { RoleChips, RoleSelect } from './RoleField';
import { StepCard } from './StepCard';

interface Props {
  content: DefinitionContent;
  editable: boolean;
  onChange: (content: DefinitionContent) => void;
  /** 'Step' for a wizard, 'Section' for a one-page form */
  word?: string;
}

/** The direct sub-fields of an object field (its section), in the tree's order, else the schema's. */
function sectionOf(content: DefinitionContent, field: string): string[] {
  const laidOut = allControls(content.layout).find((c) => c.scope === field)?.elements;
  if (laidOut?.length) return laidOut.map((c) => c.scope);
  const node = fieldSchemaAt(content.schema, field);
  if (!node || node.type !== 'object') return [];
  const out: string[] = [];
  for (const [, path] of childSchemas(node, field)) if (path !== field && !out.includes(path)) out.push(path);
  return out;
}

function summary(content: DefinitionContent, field: string): string {
  const f = fieldFacts(content, field);
  if (!f) return '';
  const parts = [f.required !== null ? 'required' : ''];
  if (f.rules.maxLength) parts.push(`max ${String(f.rules.maxLength.value)}`);
  if (f.rules.pattern) parts.push('pattern');
  if (f.widget) parts.push(f.widget);
  if (f.mask) parts.push(`mask ${f.mask}`);
  return parts.filter(Boolean).join(' · ');
}

export function FieldsEditor({ content, editable, onChange, word = 'Step' }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState<Record<number, { name: string; label: string }>>({});
  const [naming, setNaming] = useState<NameRequest | null>(null);

  // The steps with every field's row, built again only when what they show changes: opening or closing a
  // dialog (naming, editing a field) leaves a long form's rows as they are.
  const steps = useMemo(() => {
    const row = (field: string, depth: number) => {
      const label = fieldFacts(content, field)?.label || field.split('/').pop();
      return (
        <Box key={field}>
          <Box
            data-field={field}
            sx={{
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              columnGap: 1,
              pl: depth * 2,
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {/* On a phone the buttons go below the name when both do not fit on one line. */}
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {label}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {field} {summary(content, field) && `· ${summary(content, field)}`}
              </Typography>
              <RoleChips content={content} field={field} />
            </Box>
            {editable && (
              <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto', py: 0.5 }}>
                <RoleSelect content={content} field={field} editable={editable} onChange={onChange} />
                <IconButton size="small" aria-label={`Edit ${field}`} onClick={() => setEditing(field)}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${field} up`}
                  onClick={() => onChange(moveField(content, field, -1))}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${field} down`}
                  onClick={() => onChange(moveField(content, field, 1))}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                {depth === 0 && <MoveToMenu content={content} field={field} onChange={onChange} />}
                <IconButton
                  size="small"
                  aria-label={`Remove ${field}`}
                  onClick={() => onChange(removeField(content, field))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            )}
          </Box>
          {sectionOf(content, field).map((sub) => row(sub, depth + 1))}
        </Box>
      );
    };

    const addForm = (i: number) => {
      const draft = adding[i] ?? { name: '', label: '' };
      const valid = /^[A-Za-z][A-Za-z0-9]*$/.test(draft.name) && !fieldSchemaAt(content.schema, draft.name);
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <TextField
            size="small"
            label="New field name"
            value={draft.name}
            onChange={(e) => setAdding({ ...adding, [i]: { ...draft, name: e.target.value } })}
          />
          <TextField
            size="small"
            label="New field label"
            value={draft.label}
            onChange={(e) => setAdding({ ...adding, [i]: { ...draft, label: e.target.value } })}
          />
          <Button
            disabled={!valid}
            onClick={() => {
              onChange(addField(content, i, draft.name, draft.label || draft.name));
              setAdding({ ...adding, [i]: { name: '', label: '' } });
            }}
          >
            Add field
          </Button>
        </Stack>
      );
    };

    return content.layout.elements.map((step, i) => (
      <StepCard
        key={step.id}
        content={content}
        index={i}
        word={word}
        editable={editable}
        onChange={onChange}
        askName={setNaming}
        field={(scope) => row(scope, 0)}
        footer={editable ? addForm(i) : undefined}
      />
    ));
  }, [content, editable, onChange, adding, word]);

  return (
    <Stack spacing={2}>
      {steps}
      {editable && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            setNaming({
              title: `Add a ${word.toLowerCase()}`,
              label: `${word} title`,
              action: `Add ${word.toLowerCase()}`,
              apply: (label) => onChange(addStep(content, label)),
            })
          }
        >
          Add {word.toLowerCase()}
        </Button>
      )}
      <NameDialog request={naming} onClose={() => setNaming(null)} />
      {editing && (
        <FieldDialog
          content={content}
          field={editing}
          onClose={() => setEditing(null)}
          onApply={(next) => {
            onChange(next);
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
