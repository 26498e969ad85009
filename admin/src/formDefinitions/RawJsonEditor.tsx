/**
 * The power users' view: the JSON Schema, UI schema, layout tree, defaults and field roles as JSON text. Apply parses
 * them all (a syntax error is named and nothing changes); the definition check then runs on the result as
 * always. The UI schema holds no 'ui:order': the order of fields is the layout's.
 */
import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { definitionContentSchema, type DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { contentFrom } from '@cp/schemas/forms/stored';

const pretty = (v: unknown) => JSON.stringify(v, null, 2);
const PARTS = [
  ['schema', 'JSON Schema'],
  ['uiSchema', 'UI schema'],
  ['layout', 'Layout (steps, groups, order of fields)'],
  ['defaults', 'Defaults on load'],
  ['roles', 'Field roles (role → JSON pointer)'],
] as const;

export function RawJsonEditor(props: {
  content: DefinitionContent;
  editable: boolean;
  onChange: (content: DefinitionContent) => void;
}) {
  const { content, editable } = props;
  const [text, setText] = useState(() => ({
    schema: pretty(content.schema),
    uiSchema: pretty(content.uiSchema),
    layout: pretty(content.layout),
    defaults: pretty(content.defaults),
    roles: pretty(content.roles ?? {}),
  }));
  const [error, setError] = useState('');
  const apply = () => {
    const parsed: Record<string, unknown> = {};
    for (const [part, label] of PARTS) {
      try {
        parsed[part] = JSON.parse(text[part]);
      } catch (e) {
        return setError(`${label}: ${(e as Error).message}`);
      }
    }
    const result = definitionContentSchema.safeParse(parsed);
    if (!result.success)
      return setError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    setError('');
    props.onChange(contentFrom(result.data));
  };
  return (
    <Stack spacing={2}>
      {PARTS.map(([part, label]) => (
        <TextField
          key={part}
          label={label}
          value={text[part]}
          onChange={(e) => setText({ ...text, [part]: e.target.value })}
          multiline
          minRows={6}
          maxRows={24}
          slotProps={{ input: { readOnly: !editable, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
      ))}
      {error && <Alert severity="error">{error}</Alert>}
      {editable && (
        <Button variant="outlined" onClick={apply} sx={{ alignSelf: 'flex-start' }}>
          Apply JSON
        </Button>
      )}
    </Stack>
  );
}
