/**
 * Bounds the memory uploads can take (DESIGN.md §8 'Files'): a file is held in memory up to the 10 MB cap
 * while it is checked and stored, so the number held at once is capped per holder (a verified customer link
 * or a signed-in user), per client address, and for the process. Only a holder the server has verified may
 * take a slot (http/document-upload.ts); a request over any cap is answered 429 before its body is read.
 */
export const UPLOADS_PER_HOLDER = 2;
export const UPLOADS_PER_ADDRESS = 4;
export const UPLOADS_PER_PROCESS = 8;

export interface UploadSlotLimits {
  perHolder?: number;
  perAddress?: number;
  perProcess?: number;
}

export class UploadSlots {
  private readonly held = new Map<string, number>();
  private total = 0;
  private readonly perHolder: number;
  private readonly perAddress: number;
  private readonly perProcess: number;

  constructor(limits: UploadSlotLimits = {}) {
    this.perHolder = limits.perHolder ?? UPLOADS_PER_HOLDER;
    this.perAddress = limits.perAddress ?? UPLOADS_PER_ADDRESS;
    this.perProcess = limits.perProcess ?? UPLOADS_PER_PROCESS;
  }

  /**
   * A release function when a slot is free for `holder` at `address`, else undefined. Release once, when
   * the request ends.
   */
  tryAcquire(holder: string, address: string): (() => void) | undefined {
    const keys = [`holder:${holder}`, `address:${address}`];
    const [byHolder, byAddress] = keys.map((k) => this.held.get(k) ?? 0);
    if (byHolder >= this.perHolder || byAddress >= this.perAddress || this.total >= this.perProcess)
      return undefined;
    for (const k of keys) this.held.set(k, (this.held.get(k) ?? 0) + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      for (const k of keys) {
        const left = (this.held.get(k) ?? 1) - 1;
        if (left > 0) this.held.set(k, left);
        else this.held.delete(k);
      }
    };
  }
}

/** The process's slots, shared by every upload route, so the cap bounds the process and not each route. */
export const processUploadSlots = new UploadSlots();
