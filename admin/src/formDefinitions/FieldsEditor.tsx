/**
 * A draft's fields step by step (and section by section inside an object field): edit, move up or down
 * within the step or section, remove, and add a text field to a step. Read-only for a published version.
 */
import { useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { fieldFacts } from '@cp/schemas/forms/field-facts';
import { childSchemas, fieldSchemaAt } from '@cp/schemas/forms/schema-walk';
import { addField, moveField, removeField } from './edit-field';
import { FieldDialog } from './FieldDialog';

interface Props {
  content: DefinitionContent;
  editable: boolean;
  onChange: (content: DefinitionContent) => void;
}

/** The direct sub-fields of an object field (its section), in order. */
function sectionOf(content: DefinitionContent, field: string): string[] {
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

export function FieldsEditor({ content, editable, onChange }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState<Record<number, { name: string; label: string }>>({});

  const row = (field: string, depth: number) => {
    const label = fieldFacts(content, field)?.label || field.split('/').pop();
    return (
      <Box key={field}>
        <Box
          data-field={field}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            pl: depth * 2,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {field} {summary(content, field) && `· ${summary(content, field)}`}
            </Typography>
          </Box>
          {editable && (
            <>
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
              <IconButton
                size="small"
                aria-label={`Remove ${field}`}
                onClick={() => onChange(removeField(content, field))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </>
          )}
        </Box>
        {sectionOf(content, field).map((sub) => row(sub, depth + 1))}
      </Box>
    );
  };

  return (
    <Stack spacing={2}>
      {content.steps.map((step, i) => {
        const draft = adding[i] ?? { name: '', label: '' };
        const valid = /^[A-Za-z][A-Za-z0-9]*$/.test(draft.name) && !fieldSchemaAt(content.schema, draft.name);
        return (
          <Card key={step.id} variant="outlined" component="section" aria-label={`Step ${step.title}`}>
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {i + 1}. {step.title}
              </Typography>
              {step.fields.map((name) => row(`/${name.replace(/\./g, '/')}`, 0))}
              {editable && (
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
              )}
            </CardContent>
          </Card>
        );
      })}
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
