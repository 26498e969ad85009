/**
 * Register or edit a webhook endpoint (README 'Webhooks'): company (on create), URL, events, description,
 * active, and whether it receives sensitive fields. The server's message shows on the field it refused.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import type { UnitOption } from '@cp/schemas/contracts/unit-options';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointView,
  type WebhookEventType,
} from '@cp/schemas/contracts/webhooks';

export interface EndpointForm {
  companyId: string;
  url: string;
  events: WebhookEventType[];
  description: string;
  active: boolean;
  sensitive: boolean;
}

const blank = (companyId: string): EndpointForm => ({
  companyId,
  url: '',
  events: ['submission.approved', 'submission.denied'],
  description: '',
  active: true,
  sensitive: false,
});

export function EndpointDialog({
  endpoint,
  companies,
  defaultCompany,
  errors,
  onSave,
  onClose,
}: {
  /** null: a new endpoint. */
  endpoint: WebhookEndpointView | null;
  companies: UnitOption[];
  defaultCompany: string;
  errors: { message: string; fields: Record<string, string> } | null;
  onSave: (form: EndpointForm) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<EndpointForm>(endpoint ? { ...endpoint } : blank(defaultCompany));
  const set = <K extends keyof EndpointForm>(key: K, value: EndpointForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const toggle = (type: WebhookEventType, on: boolean) =>
    set('events', on ? [...form.events, type] : form.events.filter((t) => t !== type));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{endpoint ? 'Edit webhook endpoint' : 'New webhook endpoint'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors && !Object.keys(errors.fields).length ? (
            <Alert severity="error">{errors.message}</Alert>
          ) : null}
          {endpoint ? null : (
            <TextField
              select
              label="Company"
              value={form.companyId}
              onChange={(e) => set('companyId', e.target.value)}
              error={!!errors?.fields.companyId}
              helperText={errors?.fields.companyId}
            >
              {companies.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label="URL"
            placeholder="https://erp.example.com/hooks/credit"
            value={form.url}
            onChange={(e) => set('url', e.target.value)}
            error={!!errors?.fields.url}
            helperText={errors?.fields.url}
          />
          <TextField
            label="Description"
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            error={!!errors?.fields.description}
            helperText={errors?.fields.description}
          />
          <div>
            <FormLabel component="legend">Events</FormLabel>
            <FormGroup>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  control={
                    <Checkbox
                      checked={form.events.includes(type)}
                      onChange={(e) => toggle(type, e.target.checked)}
                    />
                  }
                  label={type}
                />
              ))}
            </FormGroup>
            {errors?.fields.events ? <FormHelperText error>{errors.fields.events}</FormHelperText> : null}
          </div>
          <FormControlLabel
            control={<Switch checked={form.active} onChange={(e) => set('active', e.target.checked)} />}
            label="Active"
          />
          <FormControlLabel
            control={<Switch checked={form.sensitive} onChange={(e) => set('sensitive', e.target.checked)} />}
            label="Receives sensitive fields (bank account numbers, tax ids)"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave(form)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
