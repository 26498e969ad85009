import type { Envelope } from '../api/http';
import type { Link, LinkRecord, LinkRefusal } from '../api/portal';

type LoadLink = (link: Link) => Promise<Envelope<LinkRecord & LinkRefusal>>;

type Answer = Awaited<ReturnType<LoadLink>>;

const started = new WeakMap<LoadLink, Map<string, ReturnType<LoadLink>>>();
/** The answers that have arrived, by load and link, until the page takes them. */
const arrived = new WeakMap<LoadLink, Map<string, Answer>>();
const keyOf = ({ id, email, division }: Link) => JSON.stringify([id, email, division]);

/**
 * Starts loading a link's record while the page's own code still downloads (routes.tsx), so the record and the
 * page's chunk arrive together instead of one after the other (issue 17, first load). Idempotent per link.
 */
export function prefetchLinkRecord(load: LoadLink, link: Link): ReturnType<LoadLink> {
  const byLink = started.get(load) ?? new Map<string, ReturnType<LoadLink>>();
  started.set(load, byLink);
  const key = keyOf(link);
  if (!byLink.has(key)) {
    const answer = load(link);
    answer.then(
      (value) => {
        if (byLink.get(key) !== answer) return;
        let values = arrived.get(load);
        if (!values) arrived.set(load, (values = new Map()));
        values.set(key, value);
      },
      () => undefined, // the page reports it when it takes the answer
    );
    byLink.set(key, answer);
  }
  return byLink.get(key) as ReturnType<LoadLink>;
}

/**
 * The prefetched answer if it has already arrived, without taking it: a page whose record is here renders it at
 * once instead of a loading page (the server rendered that page's first view, server-view.tsx; main.tsx waits
 * for the record before the app replaces it).
 */
export function arrivedLinkRecord(load: LoadLink, link: Link): Answer | undefined {
  return arrived.get(load)?.get(keyOf(link));
}

/**
 * Hands a link's answer to the page as if it had been prefetched and had arrived: the server renders a link page
 * with the record it read (server-view.tsx). The returned function drops it again.
 */
export function seedLinkRecord(load: LoadLink, link: Link, answer: Answer): () => void {
  const key = keyOf(link);
  const byLink = started.get(load) ?? new Map<string, ReturnType<LoadLink>>();
  started.set(load, byLink);
  byLink.set(key, Promise.resolve(answer));
  const values = arrived.get(load) ?? new Map<string, Answer>();
  arrived.set(load, values);
  values.set(key, answer);
  return () => void takePrefetchedLinkRecord(load, link);
}

/** The prefetched answer for this link, once (a retry or a later visit loads again). */
export function takePrefetchedLinkRecord(load: LoadLink, link: Link): ReturnType<LoadLink> | undefined {
  const byLink = started.get(load);
  const key = keyOf(link);
  const answer = byLink?.get(key);
  byLink?.delete(key);
  arrived.get(load)?.delete(key);
  return answer;
}
