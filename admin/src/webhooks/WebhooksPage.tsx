/**
 * Webhooks (README 'Webhooks'), Super Admins only: the endpoints per company (the company filter is `?company=`
 * in the URL), registering and editing one, its secret shown once in a dialog with a copy button, rotating it,
 * and the chosen endpoint's (`?id=`) delivery log with replay. Every call goes through the dataProvider.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, Title, useDataProvider, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { WebhookEndpointView } from '@cp/schemas/contracts/webhooks';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage } from '../submissions/api';
import { DeliveryLog } from './DeliveryLog';
import { EndpointDialog, type EndpointForm } from './EndpointDialog';
import { SecretDialog } from './SecretDialog';

const KEY = ['webhook-endpoints'];
type Errors = { message: string; fields: Record<string, string> } | null;

function EndpointDetails({
  endpoint,
  onEdit,
  onRotate,
  onDelete,
}: {
  endpoint: WebhookEndpointView;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
}) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="h6" sx={{ wordBreak: 'break-all' }}>
        {endpoint.url}
      </Typography>
      <Typography color="text.secondary">
        {endpoint.companyName}
        {endpoint.description ? ` · ${endpoint.description}` : ''} · secret made{' '}
        {new Date(endpoint.secretRotatedAt).toLocaleString()}
      </Typography>
      {endpoint.disabledAt ? (
        <Alert severity="error" sx={{ my: 1 }}>
          Disabled {new Date(endpoint.disabledAt).toLocaleString()}: {endpoint.disabledReason}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', my: 1 }} useFlexGap>
        {endpoint.events.map((e) => (
          <Chip key={e} size="small" label={e} />
        ))}
        {endpoint.sensitive ? <Chip size="small" color="warning" label="sensitive fields" /> : null}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="outlined" onClick={onRotate}>
          Rotate secret
        </Button>
        <Button color="error" onClick={onDelete}>
          Delete
        </Button>
      </Stack>
    </Box>
  );
}

export function WebhooksPage() {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const company = params.get('company') ?? '';
  const chosen = params.get('id') ?? '';
  const [editing, setEditing] = useState<WebhookEndpointView | null | undefined>(undefined);
  const [errors, setErrors] = useState<Errors>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const units = useQuery({
    queryKey: ['selectable-units'],
    queryFn: async () => (await dp.selectableUnits()).data,
  });
  const companies = (units.data ?? []).filter((u) => u.kind === 'company');
  const list = useQuery({
    queryKey: [...KEY, company],
    queryFn: () => dp.webhookEndpoints(company ? { companyId: company } : {}),
  });
  const endpoint = list.data?.find((e) => e.id === chosen) ?? null;
  const setParam = (next: Record<string, string>) =>
    setParams(Object.fromEntries(Object.entries({ company, id: chosen, ...next }).filter(([, v]) => v)));
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const save = async (form: EndpointForm) => {
    try {
      if (editing) {
        const { companyId: _company, ...body } = form;
        const { message } = await dp.updateWebhookEndpoint({ id: editing.id, body });
        notify(message, { type: 'success' });
      } else {
        const { data, message } = await dp.createWebhookEndpoint(form);
        notify(message, { type: 'success' });
        setSecret(data.secret);
        setParam({ id: data.endpoint.id });
      }
      setEditing(undefined);
      setErrors(null);
      await refresh();
    } catch (e) {
      const fields =
        e instanceof HttpError ? (e.body as { errors?: Record<string, string> })?.errors : undefined;
      setErrors({ message: failureMessage(e, ''), fields: fields ?? {} });
    }
  };
  const act = async (
    work: () => Promise<{ message: string; data?: unknown }>,
    after?: (data: unknown) => void,
  ) => {
    try {
      const { message, data } = await work();
      notify(message, { type: 'success' });
      after?.(data);
      await refresh();
    } catch (e) {
      notify(failureMessage(e, ''), { type: 'warning' });
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Webhooks" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            Webhook endpoints
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Signed notifications to each company&apos;s ERP of invitations, submissions, decisions, signed
            agreements, reference answers and limit changes. An endpoint&apos;s secret is shown once, when it
            is made or rotated.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
            <TextField
              select
              size="small"
              label="Company"
              value={company}
              onChange={(e) => setParam({ company: e.target.value, id: '' })}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 240 }}
            >
              <MenuItem value="">All companies</MenuItem>
              {companies.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" onClick={() => setEditing(null)} sx={{ whiteSpace: 'nowrap' }}>
              New endpoint
            </Button>
          </Stack>
          {list.data && list.data.length === 0 ? (
            <Typography color="text.secondary">No webhook endpoints yet.</Typography>
          ) : null}
          {list.data?.length ? (
            <List
              dense
              aria-label="Webhook endpoints"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}
            >
              {list.data.map((e) => (
                <ListItemButton key={e.id} selected={e.id === chosen} onClick={() => setParam({ id: e.id })}>
                  <ListItemText
                    primary={e.url}
                    secondary={`${e.companyName} · ${e.events.length} event${e.events.length === 1 ? '' : 's'}`}
                    sx={{ wordBreak: 'break-all' }}
                  />
                  <Chip
                    size="small"
                    label={e.active ? 'active' : e.disabledAt ? 'disabled' : 'off'}
                    color={e.active ? 'success' : e.disabledAt ? 'error' : 'default'}
                  />
                </ListItemButton>
              ))}
            </List>
          ) : null}
          {endpoint ? (
            <>
              <EndpointDetails
                endpoint={endpoint}
                onEdit={() => setEditing(endpoint)}
                onRotate={() =>
                  void act(
                    () => dp.rotateWebhookSecret({ id: endpoint.id }),
                    (data) => setSecret((data as { secret: string }).secret),
                  )
                }
                onDelete={() =>
                  void act(
                    () => dp.deleteWebhookEndpoint({ id: endpoint.id }),
                    () => setParam({ id: '' }),
                  )
                }
              />
              <DeliveryLog endpointId={endpoint.id} />
            </>
          ) : null}
        </CardContent>
      </Card>
      {editing !== undefined ? (
        <EndpointDialog
          endpoint={editing}
          companies={companies}
          defaultCompany={company || companies[0]?.id || ''}
          errors={errors}
          onSave={(form) => void save(form)}
          onClose={() => {
            setEditing(undefined);
            setErrors(null);
          }}
        />
      ) : null}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Box>
  );
}
