import { useEffect, useRef, useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { ListContextProvider, useListController, useNotify } from 'react-admin';
import { useTypingWait } from '../lists/useTypingWait';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { useAbility } from '../auth/AbilityContext';
import { DisabledReason } from './DisabledReason';
import { FiltersMenu, noFilters, type ListFilters } from './FiltersMenu';
import { KindContext } from './KindContext';
import type { SubmissionKind } from './kind';
import { ListPager } from './ListPager';
import { deniedReason } from './reasons';
import { ReviewedButtons } from './ReviewedButtons';
import { SearchBox } from './SearchBox';
import { StatusSelect } from './StatusSelect';
import { SubmissionTable } from './SubmissionTable';
import type { ListStatus, SubmissionRow } from './types';
import { InviteDialog, useSubmissionActions } from './useSubmissionActions';
import { ServerExportButton } from '../lists/ServerExportButton';

export const PER_PAGE = 10;

/** The list's filter as it lives in the URL (`?filter=…`): status, search, the menu's filters. */
type Filter = Partial<ListFilters> & { status?: ListStatus; q?: string };

/**
 * The list of one kind of submission on react-admin's list controller: status, search, unit, dates, the
 * reviewed sub-filter, page and sort live in the URL, so a refresh or a shared link keeps them (§4: any
 * change of status, search, filter or dates goes back to page 1 — the controller does that on a new filter).
 */
export function SubmissionList({ kind }: { kind: SubmissionKind }) {
  const ability = useAbility();
  const notify = useNotify();
  const controller = useListController<SubmissionRow>({
    resource: kind.resource,
    perPage: PER_PAGE,
    sort: { field: 'addDate', order: 'DESC' },
    filterDefaultValues: { status: 'NEW' },
    // The URL is the only memory of the list: a visit without parameters starts at NEW, page 1 (§9).
    storeKey: false,
    // §8: a list that cannot be loaded says so in the kind's words (an error banner stays until closed).
    queryOptions: { onError: () => notify(kind.messages.listError ?? GENERAL_ERROR, { type: 'error' }) },
  });
  const filter = controller.filterValues as Filter;
  const status: ListStatus = filter.status ?? 'NEW';
  const reviewed = status === 'REVIEWED';
  const menuValue: ListFilters = { ...noFilters, ...filter };
  const latest = useRef(filter);
  latest.current = filter;
  // Typed text applies after the kind's wait; anything applied at once (the Search button, Enter, another
  // filter) or leaving the list cancels a wait still running (lists/useTypingWait.ts).
  const typing = useTypingWait(kind.searchDebounceMs);
  const apply = (next: Filter) => {
    typing.cancel();
    controller.setFilters({ ...latest.current, ...next }, undefined);
  };
  const applyTyped = (q: string) => typing.later(() => apply({ q }));

  // A status no longer offered (a READ ONLY user following a Sent link) falls back to NEW.
  const offered = kind.statuses.filter((s) => !s.requires || ability.can(s.requires, kind.subject));
  useEffect(() => {
    if (!offered.some((s) => s.value === status)) apply({ status: 'NEW' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the status or the offer changes
  }, [status, offered.length]);

  const [inviting, setInviting] = useState(false);
  // §6: READ ONLY users cannot invite; the button says so instead of failing after the dialog is filled.
  const inviteBlocked = !!kind.inviteRequires && !ability.can(kind.inviteRequires, kind.subject);
  const { act, dialogs } = useSubmissionActions(kind, { onChanged: () => void controller.refetch() });
  const label = `${status} ${kind.plural}`;
  return (
    <KindContext.Provider value={kind}>
      <ListContextProvider value={controller}>
        <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="h5" component="h1">
              {kind.title}
            </Typography>
            <DisabledReason reason={inviteBlocked ? deniedReason('invite') : ''}>
              <Button variant="contained" onClick={() => setInviting(true)} disabled={inviteBlocked}>
                {kind.inviteButton}
              </Button>
            </DisabledReason>
          </Stack>
          <Paper sx={{ p: 2 }}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ mb: 2, alignItems: { md: 'center' } }}
            >
              <StatusSelect
                value={status}
                options={offered}
                // §4: outside Reviewed the approved/denied filter resets to ALL.
                onChange={(s) => apply({ status: s, reviewedStatus: '' })}
              />
              <SearchBox
                applied={filter.q ?? ''}
                withButton={kind.searchButton}
                onType={applyTyped}
                onSubmit={(q) => apply({ q })}
              />
              <FiltersMenu
                value={menuValue}
                onApply={(f) => apply(f)}
                reviewed={reviewed && !kind.reviewedButtons}
              />
              <ServerExportButton list={kind.resource} />
            </Stack>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {label}
            </Typography>
            {reviewed && kind.reviewedButtons ? (
              <ReviewedButtons
                value={filter.reviewedStatus ?? ''}
                onChange={(reviewedStatus) => apply({ reviewedStatus })}
              />
            ) : null}
            <SubmissionTable kind={kind} status={status} label={label} act={act} />
            <ListPager kind={kind} reviewed={reviewed} />
          </Paper>
          {dialogs}
          <InviteDialog
            open={inviting}
            onClose={() => setInviting(false)}
            onDone={() => {
              setInviting(false);
              void controller.refetch();
            }}
          />
        </Box>
      </ListContextProvider>
    </KindContext.Provider>
  );
}
