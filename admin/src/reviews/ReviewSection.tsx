/**
 * The credit file's 'Credit review' card (issue 29 item 7): when the customer is next reviewed and why, the
 * reviews done with their notes, and 'Review done' for staff who may decide on one of its approvals.
 */
import { useState } from 'react';
import { Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { REVIEW_NOTE_MAX, REVIEW_REASON_LABELS, type CustomerReview } from '@cp/schemas/contracts/reviews';
import { REVIEW_LIMIT_INVALID, REVIEW_NOTE_REQUIRED } from '@cp/schemas/messages/reviews';
import type { ConsoleDataProvider } from '../dataProvider';
import { ActionDialog } from '../dialogs/ActionDialog';
import { Fact, Section } from '../customers/Section';
import { failureMessage } from '../submissions/api';
import { formatDate, formatMoney } from '../submissions/format';
import { DueChip } from './DueChip';

export const reviewQueryKey = (entityId: string) => ['customers', entityId, 'review'] as const;

function ReviewDoneDialog(props: { entityId: string; onClose: () => void }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [limit, setLimit] = useState('');
  const [touched, setTouched] = useState(false);
  const noteMissing = note.trim() === '';
  const limitValue = limit.trim() === '' ? null : Number(limit.replace(/[$,\s]/g, ''));
  const limitBad = limitValue !== null && !(Number.isFinite(limitValue) && limitValue >= 0);
  return (
    <ActionDialog
      open
      form
      title="Review done"
      action={{ label: 'Record review' }}
      onClose={props.onClose}
      validate={() => {
        setTouched(true);
        return !noteMissing && !limitBad;
      }}
      run={async () =>
        (await dp.customerReviewDone(props.entityId, { note: note.trim(), newLimit: limitValue })).message
      }
      failure={(e) => ({ message: failureMessage(e, 'The review could not be saved.'), type: 'warning' })}
      onDone={() => {
        props.onClose();
        void queryClient.invalidateQueries({ queryKey: ['customers'] });
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        Record what the review found. The next review is scheduled from today with the unit’s interval.
      </Typography>
      <TextField
        label="What the review found"
        required
        fullWidth
        multiline
        minRows={3}
        margin="dense"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={touched && noteMissing}
        helperText={touched && noteMissing ? REVIEW_NOTE_REQUIRED : 'Kept in the credit file’s timeline'}
        slotProps={{ htmlInput: { maxLength: REVIEW_NOTE_MAX } }}
      />
      <TextField
        label="New limit (optional)"
        fullWidth
        margin="dense"
        inputMode="decimal"
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
        error={touched && limitBad}
        helperText={
          touched && limitBad
            ? REVIEW_LIMIT_INVALID
            : 'Replaces the limit at the unit of the last approval; leave empty to keep it'
        }
        slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
      />
    </ActionDialog>
  );
}

function History({ review }: { review: CustomerReview }) {
  if (review.history.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No review done yet.
      </Typography>
    );
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Reviews done">
      {review.history.map((h, i) => (
        <Box component="li" key={h.at} sx={{ py: 1, borderTop: i ? 1 : 0, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {formatDate(h.at)} · {h.by}
            {h.newLimit !== null ? ` · new limit ${formatMoney(h.newLimit)}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {h.note}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function ReviewSection({ entityId }: { entityId: string }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const [open, setOpen] = useState(false);
  const {
    data: review,
    isPending,
    error,
  } = useQuery({
    queryKey: reviewQueryKey(entityId),
    queryFn: () => dp.customerReview(entityId),
  });
  const action =
    review?.mayReview && review.nextReviewOn ? (
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Review done
      </Button>
    ) : null;
  return (
    <Section title="Credit review" actions={action} testId="customer-review">
      {isPending ? (
        <Typography variant="body2" role="status">
          Loading the review…
        </Typography>
      ) : error || !review ? (
        <Typography variant="body2" color="error">
          The review could not be loaded.
        </Typography>
      ) : review.nextReviewOn === null ? (
        <Typography variant="body2">No review is scheduled: this customer has no approval yet.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-end' }}>
            <Fact label="Next review">
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                {formatDate(review.nextReviewOn)}
                {review.overdueDays !== null ? <DueChip overdueDays={review.overdueDays} /> : null}
              </Box>
            </Fact>
            <Fact label="Why">{review.reason ? REVIEW_REASON_LABELS[review.reason] : ''}</Fact>
          </Box>
          <History review={review} />
        </Box>
      )}
      {open ? <ReviewDoneDialog entityId={entityId} onClose={() => setOpen(false)} /> : null}
    </Section>
  );
}
