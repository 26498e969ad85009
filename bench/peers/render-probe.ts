/**
 * First-render probe shared by the three peer pages: `window.__rendered` becomes the time (ms since navigation
 * start) of the first frame painted after the page holds all 24 inputs, or rejects after 30 s.
 */
const INPUTS = 'input:not([type=hidden]), select, textarea';
declare global {
  interface Window {
    __rendered: Promise<number>;
    __inputs: () => number;
  }
}
window.__inputs = () => document.querySelectorAll(`#root :is(${INPUTS})`).length;
window.__rendered = new Promise<number>((resolve, reject) => {
  const check = () => {
    if (window.__inputs() < 24) return false;
    observer.disconnect();
    // The task after the next frame: the frame that shows the inputs has been painted.
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    return true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  setTimeout(() => reject(new Error(`only ${window.__inputs()} inputs after 30 s`)), 30_000);
});
export {};
