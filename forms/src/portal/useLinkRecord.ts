import { useEffect, useState } from 'react';
import type { Envelope } from '../api/http';
import type { Link, LinkRecord, LinkRefusal, PortalUnit } from '../api/portal';

export type LinkState =
  | { status: 'loading' }
  | { status: 'expired'; unit: PortalUnit | null; onboardingEmail: string }
  | { status: 'ready'; record: LinkRecord };

/**
 * Opens a customer link. Any refusal — unknown id, wrong email, expired, deleted, or the server not
 * answering — shows the division's expired page (customer-portal.md §8).
 */
export function useLinkRecord(
  link: Link,
  load: (link: Link) => Promise<Envelope<LinkRecord & LinkRefusal>>,
): [LinkState, (record: LinkRecord) => void] {
  const [state, setState] = useState<LinkState>({ status: 'loading' });
  const { id, email, division } = link;

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load({ id, email, division })
      .then((res) => {
        if (!live) return;
        if (res.success && res.data?._id) return setState({ status: 'ready', record: res.data });
        const unit = res.data?.unit ?? null;
        setState({
          status: 'expired',
          unit,
          onboardingEmail: res.data?.onboardingEmail || unit?.onboardingEmail || '',
        });
      })
      .catch(() => live && setState({ status: 'expired', unit: null, onboardingEmail: '' }));
    return () => {
      live = false;
    };
  }, [id, email, division, load]);

  const replace = (record: LinkRecord) => setState({ status: 'ready', record });
  return [state, replace];
}
