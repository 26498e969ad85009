import type { Envelope } from '../api/http';
import type { Link, LinkRecord, LinkRefusal } from '../api/portal';

type LoadLink = (link: Link) => Promise<Envelope<LinkRecord & LinkRefusal>>;

const started = new WeakMap<LoadLink, Map<string, ReturnType<LoadLink>>>();
const keyOf = ({ id, email, division }: Link) => JSON.stringify([id, email, division]);

/**
 * Starts loading a link's record while the page's own code still downloads (routes.tsx), so the record and the
 * page's chunk arrive together instead of one after the other (issue 17, first load). Idempotent per link.
 */
export function prefetchLinkRecord(load: LoadLink, link: Link) {
  let byLink = started.get(load);
  if (!byLink) started.set(load, (byLink = new Map()));
  const key = keyOf(link);
  if (!byLink.has(key)) {
    const answer = load(link);
    answer.catch(() => undefined); // the page reports it when it takes the answer
    byLink.set(key, answer);
  }
}

/** The prefetched answer for this link, once (a retry or a later visit loads again). */
export function takePrefetchedLinkRecord(load: LoadLink, link: Link): ReturnType<LoadLink> | undefined {
  const byLink = started.get(load);
  const key = keyOf(link);
  const answer = byLink?.get(key);
  byLink?.delete(key);
  return answer;
}
