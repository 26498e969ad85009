import { useRef, useState } from 'react';
import { Card, CardActionArea, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import { useQuery } from '@tanstack/react-query';
import { useCreate, useDataProvider, useGetList, useRefresh } from 'react-admin';
import type { FormFamily } from '@cp/schemas/contracts/form-definitions';
import type { FormKind } from '@cp/schemas/forms/types';
import type { ConsoleDataProvider } from '../dataProvider';
import { useNavigate } from 'react-router-dom';
import {
  EMAIL_TEMPLATE_LABELS,
  EMAIL_TEMPLATES,
  type CreateUnitBody,
  type UnitRecord,
} from '@cp/schemas/contracts/units-admin';
import * as M from '@cp/schemas/messages/units-admin';
import { FORM_KIND_LABELS, formFamilyRequired } from '@cp/schemas/messages/units-admin';
import { ActionDialog } from '../dialogs/ActionDialog';
import type { UnitAdminKind } from './kind';
import { serverFailure } from './useUnitsAdminApi';

const EMPTY = {
  name: '',
  code: '',
  emailTemplate: '',
  companyId: '',
  brandName: '',
  activationFamily: '',
  applicationFamily: '',
};
const FAMILY_FIELDS = [
  { field: 'activationFamily', form: 'customer-activation', label: 'Customer Activation Form' },
  { field: 'applicationFamily', form: 'credit-application', label: 'Credit Application Form' },
] as const;

/** The published form families of each kind, offered to a new company. */
function usePublishedFamilies(enabled: boolean) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const { data = [] } = useQuery({
    queryKey: ['form-definitions', 'families'],
    queryFn: () => dp.formFamilies(),
    enabled,
  });
  return (form: FormKind) =>
    data.filter((f: FormFamily) => f.form === form && f.versions.some((v) => v.status === 'published'));
}

/** The companies a division may belong to, listed as 'code | name'. */
export function useCompanyChoices(enabled = true) {
  const { data } = useGetList<UnitRecord>(
    'companies',
    {
      filter: { status: 'All' },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled },
  );
  return (data ?? [])
    .map((c) => ({ id: c.id, code: c.code, name: `${c.code} | ${c.name}` }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * 'Add New Company' / 'Add New Division' (super admin only): name, code upper-cased as typed, email
 * template and, for a division, its company; the §5 messages; state reset each time it opens (§4).
 */
export function AddUnitCard({ kind }: { kind: UnitAdminKind }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [create] = useCreate();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const isDivision = kind.subject === 'Division';
  const companies = useCompanyChoices(open && isDivision);
  const familiesOf = usePublishedFamilies(open && !isDivision);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: key === 'code' ? e.target.value.toUpperCase() : e.target.value }));

  const validate = () => {
    const next: typeof errors = {};
    if (!form.name.trim()) next.name = isDivision ? M.DIVISION_NAME_REQUIRED : M.COMPANY_NAME_REQUIRED;
    if (!form.code.trim()) next.code = isDivision ? M.DIVISION_CODE_REQUIRED : M.COMPANY_CODE_REQUIRED;
    if (!form.emailTemplate) next.emailTemplate = M.EMAIL_TEMPLATE_REQUIRED;
    if (isDivision && !form.companyId) next.companyId = M.COMPANY_REQUIRED;
    if (!isDivision)
      for (const { field, form: kind } of FAMILY_FIELDS)
        if (!form[field]) next[field] = formFamilyRequired(FORM_KIND_LABELS[kind]);
    setErrors(next);
    return Object.keys(next).length === 0;
  };
  const createdId = useRef('');
  const run = async () => {
    const data: CreateUnitBody = {
      name: form.name,
      code: form.code,
      emailTemplate: form.emailTemplate,
      brandName: form.brandName.trim() || form.name.trim(),
      ...(isDivision
        ? { companyId: form.companyId }
        : { activationFamily: form.activationFamily, applicationFamily: form.applicationFamily }),
    };
    const record = await create(kind.resource, { data }, { returnPromise: true });
    createdId.current = record ? String(record.id) : '';
    return kind.created;
  };

  return (
    <>
      <Card
        variant="outlined"
        sx={{ height: '100%', minHeight: 150, borderStyle: 'dashed', display: 'flex' }}
      >
        <CardActionArea
          onClick={() => {
            setForm(EMPTY);
            setErrors({});
            setOpen(true);
          }}
          sx={{ display: 'grid', placeItems: 'center', p: 2 }}
        >
          <Stack spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
            <AddIcon fontSize="large" />
            <Typography sx={{ fontWeight: 600 }}>Add New {kind.label}</Typography>
          </Stack>
        </CardActionArea>
      </Card>
      <ActionDialog
        open={open}
        title={`Add New ${kind.label}`}
        action={{ label: 'Save' }}
        form
        onClose={() => setOpen(false)}
        validate={validate}
        run={run}
        failure={serverFailure}
        onDone={() => {
          setOpen(false);
          refresh();
          if (createdId.current) navigate(`/${kind.resource}/details/${createdId.current}`);
        }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={`${kind.label} Name`}
            value={form.name}
            onChange={set('name')}
            error={!!errors.name}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={`${kind.label} Code`}
            value={form.code}
            onChange={set('code')}
            error={!!errors.code}
            helperText={errors.code}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <TextField
            label="Brand name in emails"
            value={form.brandName}
            placeholder={form.name}
            onChange={set('brandName')}
            helperText={`Shown in the header, footer and sign-off of its emails, agreements and PDFs${form.name ? `; left empty: ${form.name}` : ''}.`}
            slotProps={{ htmlInput: { maxLength: 100 }, inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label="Email Template"
            value={form.emailTemplate}
            onChange={set('emailTemplate')}
            error={!!errors.emailTemplate}
            helperText={errors.emailTemplate ?? 'The colours and layout of its emails; the name is its own.'}
          >
            {EMAIL_TEMPLATES.map((t) => (
              <MenuItem key={t} value={t}>
                {EMAIL_TEMPLATE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          {!isDivision &&
            FAMILY_FIELDS.map(({ field, form: kind, label }) => (
              <TextField
                key={field}
                select
                label={label}
                value={form[field]}
                onChange={set(field)}
                error={!!errors[field]}
                helperText={errors[field] ?? 'The form its invitations use; it can be changed later.'}
              >
                {familiesOf(kind).map((f) => (
                  <MenuItem key={f.family} value={f.family}>
                    {`${f.title} · ${f.family}`}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          {isDivision && (
            <TextField
              select
              label="Company"
              value={form.companyId}
              onChange={set('companyId')}
              error={!!errors.companyId}
              helperText={errors.companyId}
            >
              {companies.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </ActionDialog>
    </>
  );
}
