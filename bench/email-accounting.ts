/**
 * bench/scale.ts's email accounting: only the Email log rows the run created (created after the watermark taken
 * before the traffic) are counted; the demo data's rows and the probe's are not the run's. A row the Email log
 * has as sent whose Message-ID SMTP never received is lost; one Message-ID received twice is doubled; pending
 * and failed (or dead) rows are reported apart, not as lost. sent + pending + failed + dead = created.
 */
export interface EmailRow {
  message_id: string | null;
  status: string;
}

export interface EmailAccount {
  created: number;
  sent: number;
  pending: number;
  failed: number;
  dead: number;
  other: number;
  /** sent in the Email log, its Message-ID never received by SMTP */
  lost: number;
  /** sent rows whose Message-ID SMTP received more than once */
  doubled: number;
  /** true when sent + pending + failed + dead + other = created */
  addsUp: boolean;
}

const norm = (id: string | null | undefined) => (id ?? '').replace(/^<|>$/g, '');

export function accountEmails(
  created: EmailRow[],
  receivedMessageIds: (string | null | undefined)[],
): EmailAccount {
  const received = new Map<string, number>();
  for (const id of receivedMessageIds) received.set(norm(id), (received.get(norm(id)) ?? 0) + 1);
  const by = (s: string) => created.filter((e) => e.status === s);
  const sent = by('sent');
  const known = new Set(['sent', 'pending', 'failed', 'dead']);
  const a = {
    created: created.length,
    sent: sent.length,
    pending: by('pending').length,
    failed: by('failed').length,
    dead: by('dead').length,
    other: created.filter((e) => !known.has(e.status)).length,
    lost: sent.filter((e) => !received.has(norm(e.message_id))).length,
    doubled: sent.filter((e) => (received.get(norm(e.message_id)) ?? 0) > 1).length,
  };
  return { ...a, addsUp: a.sent + a.pending + a.failed + a.dead + a.other === a.created };
}

// A self-check that runs with the bench (no test runner covers bench/): a demo row and a pending row are not
// lost, a received sent row is not lost, one received twice is doubled.
{
  const check = accountEmails(
    [
      { message_id: '<a@x>', status: 'sent' },
      { message_id: 'b@x', status: 'sent' },
      { message_id: 'c@x', status: 'sent' },
      { message_id: null, status: 'pending' },
      { message_id: null, status: 'failed' },
    ],
    ['a@x', '<b@x>', '<b@x>', 'demo@x'],
  );
  const want = {
    created: 5,
    sent: 3,
    pending: 1,
    failed: 1,
    dead: 0,
    other: 0,
    lost: 1,
    doubled: 1,
    addsUp: true,
  };
  if (JSON.stringify(check) !== JSON.stringify(want))
    throw new Error(`email accounting self-check: ${JSON.stringify(check)} != ${JSON.stringify(want)}`);
}
