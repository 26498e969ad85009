/**
 * The forms of a company or division on its information card (ARCHITECTURE.md 'Units'): which customer
 * activation and which credit application family its new invitations use, chosen by a super admin among
 * the published families of each kind. A division may keep its company's (the empty choice says which);
 * sent invitations keep the version they were sent with. Everyone else reads what the unit uses.
 */
import { Grid, TextField, Typography } from '@mui/material';
import { required, SelectInput, useDataProvider, useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { FormFamily } from '@cp/schemas/contracts/form-definitions';
import { UNIT_FORM_FIELDS, type UnitRecord } from '@cp/schemas/contracts/units-admin';
import type { CustomerFormKind } from '@cp/schemas/forms/types';
import type { ConsoleDataProvider } from '../dataProvider';

const KINDS: Array<{ form: CustomerFormKind; label: string }> = [
  { form: 'customer-activation', label: 'Customer Activation Form' },
  { form: 'credit-application', label: 'Credit Application Form' },
];
const COMPANY_FIELDS = {
  activationFamily: 'companyActivationFamily',
  applicationFamily: 'companyApplicationFamily',
} as const;
const half = { xs: 12, sm: 6 } as const;

/** The published families of each kind, as choices ('Credit Application · application-eight'). */
function useFamilyChoices(enabled: boolean) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const { data = [] } = useQuery({
    queryKey: ['form-definitions', 'families'],
    queryFn: () => dp.formFamilies(),
    enabled,
  });
  return (form: CustomerFormKind, current: string | null) => {
    const published = data.filter(
      (f: FormFamily) => f.form === form && f.versions.some((v) => v.status === 'published'),
    );
    const choices = published.map((f) => ({ id: f.family, name: `${f.title} · ${f.family}` }));
    // A stored choice always shows, even if it is no longer offered.
    if (current && !choices.some((c) => c.id === current)) choices.push({ id: current, name: current });
    return choices;
  };
}

export function FormFamilyInputs({ isDivision, readOnly }: { isDivision: boolean; readOnly: boolean }) {
  const record = useRecordContext<UnitRecord>();
  const choicesOf = useFamilyChoices(!readOnly);
  return (
    <>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h3">
          Forms
        </Typography>
        <Typography variant="body2" color="text.secondary">
          New invitations use these forms; invitations already sent keep the form and version they were sent
          with.
          {isDivision && ' A division without its own choice uses its company’s.'}
        </Typography>
      </Grid>
      {KINDS.map(({ form, label }) => {
        const field = UNIT_FORM_FIELDS[form];
        const own = record?.[field] ?? null;
        const inherited = record?.[COMPANY_FIELDS[field]] ?? null;
        const sameAsCompany = `Same as company (${inherited ?? 'none chosen'})`;
        if (readOnly)
          return (
            <Grid key={form} size={half}>
              <TextField
                label={label}
                value={own ?? (isDivision ? sameAsCompany : 'None chosen')}
                fullWidth
                size="small"
                slotProps={{ input: { readOnly: true } }}
              />
            </Grid>
          );
        return (
          <Grid key={form} size={half}>
            <SelectInput
              source={field}
              label={label}
              choices={choicesOf(form, own)}
              fullWidth
              helperText={false}
              // A division may use its company's (the empty choice, sent as null), shown even while chosen; a
              // company keeps one form of each kind once it has one.
              {...(isDivision
                ? {
                    emptyText: sameAsCompany,
                    parse: (v: string) => v || null,
                    slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
                  }
                : { emptyText: 'None chosen', validate: own ? required() : undefined })}
            />
          </Grid>
        );
      })}
    </>
  );
}
