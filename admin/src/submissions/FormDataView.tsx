import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import { getFormDefinition, isFormKey } from '@cp/schemas/forms/registry';
import type { JsonSchema } from '@cp/schemas/forms/types';
import { formatDuns, formatFedTaxId } from './format';

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => !!v && typeof v === 'object' && !Array.isArray(v);

/** Every property a schema may show: its own and those of its conditional branches (if/then/else, allOf). */
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const own = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const branches = [
    schema.then,
    schema.else,
    ...((schema.allOf as JsonSchema[] | undefined) ?? []).flatMap((s) => [s, s.then, s.else]),
  ].filter(isObject) as JsonSchema[];
  return Object.assign({}, ...branches.map(propertiesOf), own) as Record<string, JsonSchema>;
}

/** A value as text (§9: DUNS and tax id grouped, yes/no for booleans); a signature image shows as signed. */
function text(name: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((v) => text(name, v)).join(', ');
  if (isObject(value)) return String(value.fileName ?? value.name ?? '');
  const s = String(value);
  if (s.startsWith('data:image/')) return '(signed)';
  if (/duns/i.test(name)) return formatDuns(s);
  if (/fedTax|taxId/i.test(name)) return formatFedTaxId(s);
  if (/^(amount|annualRevenue|creditLimit)/i.test(name) && /^\d+(\.\d+)?$/.test(s)) return money(Number(s));
  return s;
}

const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** A label for a property the schema left untitled: 'perDiemAgreement' -> 'Per Diem Agreement'. */
const humanize = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {value || '—'}
      </Typography>
    </Grid>
  );
}

/** The fields of one schema node with its data: scalars as label/value, objects and arrays as groups. */
function Fields({ schema, data, name }: { schema: JsonSchema; data: unknown; name: string }): ReactNode {
  const title = String(schema.title ?? humanize(name));
  if (isObject(data) && (schema.properties || schema.allOf || schema.then)) {
    const props = propertiesOf(schema);
    return Object.entries(props)
      .filter(([key]) => key in data)
      .map(([key, child]) => <Fields key={key} schema={child} data={data[key]} name={key} />);
  }
  if (Array.isArray(data) && isObject(schema.items) && data.some(isObject))
    return data.map((item, i) => (
      <Grid key={i} size={12}>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {title} {i + 1}
        </Typography>
        <Grid container spacing={2}>
          <Fields schema={schema.items as JsonSchema} data={item} name={name} />
        </Grid>
      </Grid>
    ));
  return <Field label={title} value={text(name, data)} />;
}

/**
 * The customer's data laid out from the record's form definition (its steps as sections, the schema's
 * titles as labels), read only: the layout follows the form the customer filled in, so a new field or
 * step shows here without a console change. `extra` adds sections by step id (the trade-references file).
 */
export function FormDataView(props: { formFamily: string; data: Data; extra?: Record<string, ReactNode> }) {
  const { formFamily, data, extra = {} } = props;
  if (!isFormKey(formFamily)) return null;
  const definition = getFormDefinition(formFamily);
  const root = propertiesOf(definition.schema);
  return (
    <Box>
      {definition.steps.map((step) => (
        <Card key={step.id} variant="outlined" sx={{ mb: 2 }} data-testid={`section-${step.id}`}>
          <CardHeader title={step.title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Grid container spacing={2}>
              {step.fields
                .filter((f) => root[f] && data[f] !== undefined)
                .map((f) => (
                  <Fields key={f} schema={root[f]!} data={data[f]} name={f} />
                ))}
            </Grid>
            {extra[step.id] ?? null}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
