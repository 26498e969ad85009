/**
 * The session check's answer (services/users/touch-session.ts: the family alive and not idle, the user
 * active, their role, cap and units) and the CASL ability built from it, kept for SESSION_CACHE_MS per
 * session family, for GET and HEAD requests only (requireUser): a console list sent one database round trip
 * to check the session beside the one that reads the page, and built the ability again, on every request.
 *
 * How a change takes effect (README 'Benchmarks', bench:list):
 * - every write request (any method but GET and HEAD) checks the session in the database, never here;
 * - a change in this process — logout, a revoked family (idle, reused refresh token), and any write under
 *   /api/User (setUser: role, units, cap, the active switch; removeUser; resetPassword; registerUser;
 *   refreshToken; login) — forgets every kept answer before the change and again once its answer is sent;
 * - in a WEB_CONCURRENCY cluster the same forgetting reaches the other HTTP processes over the cluster's IPC
 *   channel (the primary relays it), about as fast as a local function call;
 * - anything else (another machine, a job, a change made in the database by hand) takes effect within
 *   SESSION_CACHE_MS, when the kept answer expires.
 * An answer loaded while something was forgotten is not kept (the generation counter), so a check that
 * raced a change cannot keep the state from before it.
 */
import cluster, { type Worker } from 'node:cluster';
import type { AppAbility } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';

/** How long a session check is believed for read requests: the bound on a change made elsewhere. */
export const SESSION_CACHE_MS = 1000;
/** Kept sessions at most; the oldest go first. */
const MAX_ENTRIES = 10_000;
const FORGET = 'cp:forget-sessions';

export interface KeptSession {
  user: SessionUser;
  ability: AppAbility;
}

const kept = new Map<string, KeptSession & { until: number }>();
let generation = 0;

const keyOf = (familyId: string, userId: string) => `${familyId}\u0000${userId}`;

/** The kept answer for this family and user, if one was loaded less than SESSION_CACHE_MS ago. */
export function keptSession(familyId: string, userId: string, now = Date.now()): KeptSession | undefined {
  const key = keyOf(familyId, userId);
  const entry = kept.get(key);
  if (!entry) return undefined;
  if (now < entry.until) return entry;
  kept.delete(key);
  return undefined;
}

/** Taken before a session check is sent: what keepSession needs to tell whether it raced a change. */
export function sessionCheckStart(now = Date.now()): { generation: number; at: number } {
  return { generation, at: now };
}

/**
 * Keeps an active session's answer until SESSION_CACHE_MS after its check was sent — and never past the
 * moment the session would end if no request came (`liveMs`: the idle timeout or the family's expiry, as
 * the check saw them) — unless something was forgotten since (the answer may then predate the change).
 */
export function keepSession(
  familyId: string,
  userId: string,
  session: KeptSession,
  start: { generation: number; at: number },
  liveMs: number,
): void {
  if (start.generation !== generation || !(liveMs > 0)) return;
  if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
  kept.set(keyOf(familyId, userId), { ...session, until: start.at + Math.min(SESSION_CACHE_MS, liveMs) });
}

function forgetHere(): void {
  generation += 1;
  kept.clear();
}

/**
 * Forgets every kept session in this process and, in a cluster, in the other HTTP processes. Called when a
 * session, a user or their units change (see the header for where).
 */
export function forgetSessions(): void {
  forgetHere();
  if (cluster.isWorker && process.connected) process.send?.({ type: FORGET });
}

/** In an HTTP process of a cluster: forget when another process says so (relayed by the primary). */
export function listenForSessionChanges(): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: unknown) => {
    if ((message as { type?: unknown } | null)?.type === FORGET) forgetHere();
  });
}

/** In the primary: relays one HTTP process's forgetting to the others. Call once, before forking. */
export function relaySessionChanges(): void {
  cluster.on('message', (from: Worker, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== FORGET) return;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && worker !== from && worker.isConnected()) worker.send({ type: FORGET });
  });
}

/** The number of kept sessions (tests). */
export const keptSessionCount = (): number => kept.size;
