/**
 * Bounds the memory uploads can take (DESIGN.md §8 'Files'): a file is held in memory up to the 10 MB cap
 * while it is checked and stored, so the number held at once is capped per customer link and for the
 * process. A request over either cap is answered 429 before its body is read.
 */
export const UPLOADS_PER_LINK = 2;
export const UPLOADS_PER_PROCESS = 8;

export class UploadSlots {
  private readonly byKey = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perKey = UPLOADS_PER_LINK,
    private readonly perProcess = UPLOADS_PER_PROCESS,
  ) {}

  /** A release function when a slot is free for `key`, else undefined. Release once, when the request ends. */
  tryAcquire(key: string): (() => void) | undefined {
    const held = this.byKey.get(key) ?? 0;
    if (held >= this.perKey || this.total >= this.perProcess) return undefined;
    this.byKey.set(key, held + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byKey.get(key) ?? 1) - 1;
      if (left > 0) this.byKey.set(key, left);
      else this.byKey.delete(key);
    };
  }
}
