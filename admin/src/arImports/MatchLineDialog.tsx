import { useState } from 'react';
import { Autocomplete, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ArUnmatchedLine } from '@cp/schemas/contracts/ar-imports';
import type { CustomerRow } from '@cp/schemas/contracts/customers';
import type { ConsoleDataProvider } from '../dataProvider';
import { ActionDialog } from '../dialogs/ActionDialog';
import { failureMessage } from '../submissions/api';
import { formatMoney } from '../submissions/format';

/** 'Match to customer': an unmatched AR line (and its code's other lines) joins a credit file, with a reason. */
export function MatchLineDialog({ line, onClose }: { line: ArUnmatchedLine; onClose: () => void }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [customer, setCustomer] = useState<CustomerRow | null>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { data: options = [], isFetching } = useQuery({
    queryKey: ['customers', 'match-search', search],
    queryFn: async () =>
      (
        await dp.getList<CustomerRow>('customers', {
          filter: { q: search },
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'legalName', order: 'ASC' },
        })
      ).data,
    enabled: search.trim().length >= 2,
  });
  return (
    <ActionDialog
      open
      form
      title={`Match line ${line.line} to a customer`}
      action={{ label: 'Match' }}
      onClose={onClose}
      validate={() => {
        setTouched(true);
        return !!customer && reason.trim() !== '';
      }}
      run={async () => (await dp.arMatch(line.id, { entityId: customer!.id, reason: reason.trim() })).message}
      failure={(e) => ({ message: failureMessage(e, 'The line could not be matched.'), type: 'warning' })}
      onDone={() => {
        onClose();
        void queryClient.invalidateQueries({ queryKey: ['ar-imports'] });
        void queryClient.invalidateQueries({ queryKey: ['customers'] });
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {[line.customerCode || line.taxId, line.unitName, formatMoney(line.total)]
          .filter(Boolean)
          .join(' · ')}
        . The code joins the customer&apos;s credit file, so the next import matches it by itself.
      </Typography>
      <Autocomplete
        options={options}
        value={customer}
        loading={isFetching}
        filterOptions={(x) => x}
        getOptionLabel={(c) => c.legalName}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_e, v) => setCustomer(v)}
        onInputChange={(_e, v) => setSearch(v)}
        noOptionsText={
          search.trim().length < 2 ? 'Type two letters of the name, a tax id or a code' : 'None found'
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Customer"
            required
            margin="dense"
            error={touched && !customer}
            helperText={touched && !customer ? 'Choose a customer' : ' '}
          />
        )}
      />
      <TextField
        label="Reason"
        required
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={touched && reason.trim() === ''}
        helperText={
          touched && reason.trim() === '' ? 'A reason is required' : 'Kept in the credit file’s timeline'
        }
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
