import { useCallback, useEffect, useRef, useState } from 'react';
import { LINK_INVALID_REASON } from '@cp/schemas/messages/portal';
import type { Envelope } from '../api/http';
import type { Link, LinkRecord, LinkRefusal, PortalUnit } from '../api/portal';
import { arrivedLinkRecord, takePrefetchedLinkRecord } from './link-prefetch';

export type LinkState =
  | { status: 'loading' }
  | { status: 'expired'; unit: PortalUnit | null; onboardingEmail: string }
  | { status: 'failed' }
  | { status: 'ready'; record: LinkRecord };

export interface LinkRecordHandle {
  state: LinkState;
  /** The record after a save answered a newer one (the submitted view). */
  replace: (record: LinkRecord) => void;
  /** Loads the link again (the Retry button of the load-failure page). */
  retry: () => void;
}

/**
 * Opens a customer link. Only the server's refusal of the link itself (unknown id, wrong email, expired,
 * deleted: `data.reason` 'link-invalid') shows the division's expired page (customer-portal.md §8); a
 * server error, a 503 or 429, or no answer at all is a load failure the customer can retry.
 */
export function useLinkRecord(
  link: Link,
  load: (link: Link) => Promise<Envelope<LinkRecord & LinkRefusal>>,
): LinkRecordHandle {
  const { id, email, division } = link;
  // A record that has already arrived (main.tsx waits for it under a server-rendered first view) shows at once.
  const [state, setState] = useState<LinkState>(() => {
    const answer = arrivedLinkRecord(load, { id, email, division });
    return answer ? stateOf(answer) : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // The link whose record the first render showed: it needs no load (unless the customer retries).
  const shownAtOnce = useRef(state.status === 'loading' ? null : JSON.stringify([id, email, division]));

  useEffect(() => {
    let live = true;
    const link = { id, email, division };
    if (attempt === 0 && shownAtOnce.current === JSON.stringify([id, email, division])) {
      takePrefetchedLinkRecord(load, link);
      return;
    }
    shownAtOnce.current = null;
    setState({ status: 'loading' });
    // The route started the first load while this page's code downloaded (link-prefetch.ts).
    (takePrefetchedLinkRecord(load, link) ?? load(link))
      .then((res) => live && setState(stateOf(res)))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [id, email, division, load, attempt]);

  const replace = useCallback((record: LinkRecord) => setState({ status: 'ready', record }), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, replace, retry };
}

/** What the page shows for the server's answer. */
function stateOf(res: Envelope<LinkRecord & LinkRefusal>): LinkState {
  if (res.success && res.data?._id) return { status: 'ready', record: res.data };
  if (res.data?.reason !== LINK_INVALID_REASON) return { status: 'failed' };
  const unit = res.data.unit ?? null;
  return {
    status: 'expired',
    unit,
    onboardingEmail: res.data.onboardingEmail || unit?.onboardingEmail || '',
  };
}
