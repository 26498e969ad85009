/** Copies text: the Clipboard API, else a selection copy (no permission, insecure origin). Throws if both fail. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Clipboard API refused (no permission, insecure origin): fall back to a selection copy.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.appendChild(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('copy failed');
}
