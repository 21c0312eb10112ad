/**
 * Runs `work` once the browser has painted what the current input already changed (the pressed
 * button, a closing sheet or menu), in a task of its own (issue 27, Interaction to Next Paint).
 * A list's new query re-renders every row and writes the address; done inside the tap's handler
 * it held the tap's paint back 250 to 400 ms on a phone's CPU. Where frames are not drawn (a
 * hidden tab, a test environment without requestAnimationFrame) it runs at once.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    work();
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
