/** A name asked for in a small dialog: a new or renamed step, section or group of the layout. */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';

export interface NameRequest {
  title: string;
  label: string;
  initial?: string;
  action: string;
  apply: (name: string) => void;
}

export function NameDialog({ request, onClose }: { request: NameRequest | null; onClose: () => void }) {
  return (
    <Dialog open={!!request} onClose={onClose} fullWidth maxWidth="xs">
      {/* A new form per request, so it starts from the request's name. */}
      {request && (
        <NameForm key={request.title + (request.initial ?? '')} request={request} onClose={onClose} />
      )}
    </Dialog>
  );
}

function NameForm({ request, onClose }: { request: NameRequest; onClose: () => void }) {
  const [name, setName] = useState(request.initial ?? '');
  const apply = () => {
    request.apply(name.trim());
    onClose();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) apply();
      }}
    >
      <DialogTitle>{request.title}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label={request.label}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button type="submit" variant="contained" disabled={!name.trim()}>
          {request.action}
        </Button>
      </DialogActions>
    </form>
  );
}
