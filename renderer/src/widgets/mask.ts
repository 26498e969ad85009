/** Masks use '9' for a digit slot; every other character is a literal shown between the digits. */

export function maskSlots(mask: string): number {
  return mask.split('').filter((c) => c === '9').length;
}

/** Formats the digits into the mask, stopping after the last digit typed (so '555-12' while typing). */
export function applyMask(digits: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const c of mask) {
    if (i >= digits.length) break;
    if (c === '9') out += digits[i++];
    else out += c;
  }
  return out;
}

/** The digits of whatever was typed or pasted, capped to the mask's slots. */
export function digitsFor(text: string, mask: string): string {
  return text.replace(/\D/g, '').slice(0, maskSlots(mask));
}
