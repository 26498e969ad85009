import { useCallback, useEffect, useState } from 'react';
import { LINK_INVALID_REASON } from '@cp/schemas/messages/portal';
import type { Envelope } from '../api/http';
import type { Link, LinkRecord, LinkRefusal, PortalUnit } from '../api/portal';
import { takePrefetchedLinkRecord } from './link-prefetch';

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
  const [state, setState] = useState<LinkState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { id, email, division } = link;

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const link = { id, email, division };
    // The route started the first load while this page's code downloaded (link-prefetch.ts).
    (takePrefetchedLinkRecord(load, link) ?? load(link))
      .then((res) => {
        if (!live) return;
        if (res.success && res.data?._id) return setState({ status: 'ready', record: res.data });
        if (res.data?.reason !== LINK_INVALID_REASON) return setState({ status: 'failed' });
        const unit = res.data.unit ?? null;
        setState({
          status: 'expired',
          unit,
          onboardingEmail: res.data.onboardingEmail || unit?.onboardingEmail || '',
        });
      })
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [id, email, division, load, attempt]);

  const replace = useCallback((record: LinkRecord) => setState({ status: 'ready', record }), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, replace, retry };
}
