/**
 * A `beforeinput` listener for boxes that upper-case as typed: a typed letter goes in already upper-cased,
 * through the browser's own editing command, so the box never shows the lower-case letter and the widget finds
 * it showing its value as it is (nothing written back into the box, no re-render: see `TextInput`). The
 * caret stays after what was typed, in the middle of a word too, the box's maxlength still applies, and the
 * browser's undo (Ctrl+Z) keeps working, which writing the upper-cased value back into the box broke.
 * A composition (IME) is left alone, and so are pastes and drops: the widget upper-cases those afterwards.
 */
export function typeUpperCase(event: InputEvent): void {
  const box = event.currentTarget as HTMLInputElement | null;
  const { data } = event;
  if (!box || event.isComposing || event.inputType !== 'insertText' || !data) return;
  const upper = data.toUpperCase();
  if (upper === data) return;
  event.preventDefault();
  const doc = box.ownerDocument;
  // The editing command fires `input` itself (React's onChange) and keeps the undo history.
  if (typeof doc.execCommand === 'function' && doc.execCommand('insertText', false, upper)) return;
  // Without it (jsdom): insert within maxlength as the browser would, and say so with `input`.
  const start = box.selectionStart ?? box.value.length;
  const end = box.selectionEnd ?? start;
  const room = box.maxLength >= 0 ? box.maxLength - (box.value.length - (end - start)) : upper.length;
  const text = upper.slice(0, Math.max(0, room));
  if (!text && start === end) return;
  box.setRangeText(text, start, end, 'end');
  box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
}
