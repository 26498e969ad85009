/**
 * Keyboard-only filling for the portal specs: the page is walked with Tab, and each focused control that the
 * sample data names is answered as a keyboard user would (typing, Space on a checkbox, arrow keys inside a
 * radio group, Enter on SIGN and on the dialog), until the button named `until` has focus; Enter presses it.
 */
import type { Page } from '@playwright/test';

type Data = Record<string, unknown>;

/** root_a_b -> value, as RJSF names its controls; a list of strings becomes one checkbox per entry. */
export function controlValues(data: Data, prefix = 'root', into: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(data)) {
    const id = `${prefix}_${key}`;
    if (Array.isArray(value)) {
      if (value.every((v) => typeof v === 'string')) for (const v of value) into[`${id}-${v}`] = true;
      else value.forEach((item, i) => controlValues(item as Data, `${id}_${i}`, into));
    } else if (value && typeof value === 'object') controlValues(value as Data, id, into);
    else into[id] = value;
  }
  return into;
}

interface Focused {
  id: string;
  tag: string;
  type: string;
  name: string;
  text: string;
  value: string;
  checked: boolean;
  options: { value: string; text: string }[];
  dialog: boolean;
}

const focused = (page: Page) =>
  page.evaluate((): Focused => {
    const e = document.activeElement as HTMLInputElement | HTMLSelectElement | null;
    return {
      id: e?.id ?? '',
      tag: e?.tagName.toLowerCase() ?? '',
      type: e?.getAttribute('type') ?? '',
      name: e?.getAttribute('name') ?? '',
      text: (e?.textContent ?? '').trim(),
      value: (e as HTMLInputElement | null)?.value ?? '',
      checked: Boolean((e as HTMLInputElement | null)?.checked),
      options:
        e instanceof HTMLSelectElement ? [...e.options].map((o) => ({ value: o.value, text: o.text })) : [],
      dialog: Boolean(e?.closest('[role="dialog"]')),
    };
  });

const typedDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2$3$1');

/** Walks the page with Tab from wherever focus is, answering `values`, and presses Enter on `until`. */
export async function answerByKeyboard(
  page: Page,
  values: Record<string, unknown>,
  until: RegExp,
  opts: { signature?: string; before?: RegExp[] } = {},
): Promise<void> {
  const done = new Set<string>();
  for (let presses = 0; presses < 400; presses++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f.tag === 'button' && until.test(f.text)) return page.keyboard.press('Enter');
    // Buttons that open more of the form (ENTER TRADE REFERENCES) are pressed once.
    if (f.tag === 'button' && opts.before?.some((re) => re.test(f.text)) && !done.has(f.text)) {
      done.add(f.text);
      await page.keyboard.press('Enter');
      continue;
    }
    if (f.tag === 'button' && /^sign$/i.test(f.text) && opts.signature && !done.has('sign')) {
      done.add('sign');
      await page.keyboard.press('Enter');
      // The dialog puts the cursor in Full Name itself (issue 15 item 6): type only once it is there.
      await page.waitForFunction(() => {
        const e = document.activeElement;
        return e?.tagName === 'INPUT' && Boolean(e.closest('[role="dialog"]'));
      });
      await page.keyboard.type(opts.signature);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      continue;
    }
    // A radio group is one Tab stop named by its radios' name (root_a_b); arrows choose inside it.
    const radioGroup = f.type === 'radio' ? f.name : '';
    const target = radioGroup ? values[radioGroup] : values[f.id];
    if (target === undefined || done.has(f.id || radioGroup)) continue;
    done.add(f.id || radioGroup);
    if (f.type === 'checkbox') {
      if (Boolean(target) !== f.checked) await page.keyboard.press('Space');
    } else if (f.type === 'radio') {
      for (let i = 0; i < 10; i++) {
        // RJSF's radios carry option indexes as values: the option is known by its label.
        const label = await page.evaluate(() => {
          const e = document.activeElement as HTMLInputElement;
          return { text: (e.closest('label')?.textContent ?? '').trim(), checked: e.checked };
        });
        if (label.text.toLowerCase() === String(target).toLowerCase()) {
          if (!label.checked) await page.keyboard.press('Space');
          break;
        }
        await page.keyboard.press('ArrowRight');
      }
    } else if (f.tag === 'select') {
      const option = f.options.find((o) => o.value === String(target) || o.text === String(target));
      if (option && f.value !== option.value) await page.keyboard.type(option.text);
    } else if (f.tag === 'input' || f.tag === 'textarea') {
      const text = /^\d{4}-\d{2}-\d{2}$/.test(String(target)) ? typedDate(String(target)) : String(target);
      if (f.value === text) continue;
      if (f.value) await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    }
  }
  throw new Error(`Tabbed 400 times without reaching ${until}`);
}
