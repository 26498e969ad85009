/**
 * A field's role in the editor (ARCHITECTURE.md 'Field roles'): a chip naming the role it carries, and for a draft a
 * Role select that moves a role to this field (from the field that had it). The definition check then says
 * whether the field fits the role, and publishing refuses a role the published version had and this drops.
 */
import { Chip, TextField, Tooltip } from '@mui/material';
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { ROLE_CATALOGUE, type RoleName } from '@cp/schemas/forms/roles';
import { ROLE_CHOICES, clearRolesAt, moveRole, rolesAt, withRoles } from './edit-roles';

interface Props {
  content: DefinitionContent;
  field: string;
  editable: boolean;
  onChange: (content: DefinitionContent) => void;
}

const readBy = (choice: string) => ROLE_CATALOGUE[choice.split('.')[0] as RoleName]?.readBy ?? '';

export function RoleChips({ content, field }: Pick<Props, 'content' | 'field'>) {
  return rolesAt(content.roles, field).map((choice) => (
    <Tooltip key={choice} title={readBy(choice)}>
      <Chip size="small" color="primary" variant="outlined" label={`Role: ${choice}`} sx={{ ml: 0.5 }} />
    </Tooltip>
  ));
}

export function RoleSelect({ content, field, editable, onChange }: Props) {
  if (!editable) return null;
  const current = rolesAt(content.roles, field)[0] ?? '';
  const id = `role-${field.replace(/[^A-Za-z0-9]+/g, '-')}`;
  return (
    <TextField
      select
      size="small"
      id={id}
      label="Role"
      value={current}
      sx={{ minWidth: 150, mr: 1 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      onChange={(e) => {
        const choice = e.target.value;
        const roles = choice ? moveRole(content.roles, choice, field) : clearRolesAt(content.roles, field);
        onChange(withRoles(content, roles));
      }}
    >
      <option value="">None</option>
      {ROLE_CHOICES.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </TextField>
  );
}
