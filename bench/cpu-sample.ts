/**
 * CPU used by each process over an interval, from /proc (Linux): utime + stime of /proc/<pid>/stat, in clock
 * ticks (100 per second on Linux), and the machine's busy time from /proc/stat. bench/scale.ts groups them
 * (the bench's own process with autocannon, each product process and its children, Chromium, the PostgreSQL
 * backends of the bench's database, everything else on the machine) to show what bounds the throughput.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

export interface ProcStat {
  pid: number;
  ppid: number;
  comm: string;
  ticks: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm is in parentheses and may hold spaces: the fields after it are split from the last ')'.
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const f = text.slice(close + 2).split(' ');
    // After comm: state(0) ppid(1) ... utime(11) stime(12)
    return { pid, ppid: Number(f[1]), comm, ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return undefined; // exited between the listing and the read
  }
}

export interface CpuSnapshot {
  at: number;
  procs: Map<number, ProcStat>;
  /** busy and total ticks of the whole machine (all cores) */
  busy: number;
  total: number;
}

export function cpuSnapshot(): CpuSnapshot {
  const procs = new Map<number, ProcStat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = readStat(Number(name));
    if (s) procs.set(s.pid, s);
  }
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, n) => a + n, 0);
  const idle = cpu[3] + (cpu[4] ?? 0); // idle + iowait
  return { at: performance.now(), procs, busy: total - idle, total };
}

/** pid and every descendant of it in the snapshot. */
export function treeOf(snap: CpuSnapshot, root: number): number[] {
  const out = [root];
  for (let i = 0; i < out.length; i++)
    for (const p of snap.procs.values()) if (p.ppid === out[i]) out.push(p.pid);
  return out.filter((pid) => snap.procs.has(pid));
}

/** CPU seconds each pid used between the snapshots (a process started in between counts from its start). */
export function cpuSeconds(a: CpuSnapshot, b: CpuSnapshot, pids: Iterable<number>): number {
  let ticks = 0;
  for (const pid of new Set(pids)) {
    const end = b.procs.get(pid);
    if (!end) continue;
    const start = a.procs.get(pid);
    ticks += end.ticks - (start && start.comm === end.comm ? start.ticks : 0);
  }
  return ticks / TICKS_PER_SECOND;
}

/** The machine's busy CPU seconds (all processes, all cores) between the snapshots. */
export const machineBusySeconds = (a: CpuSnapshot, b: CpuSnapshot) => (b.busy - a.busy) / TICKS_PER_SECOND;
