/**
 * Opens a file link in a new tab without giving it our window. A blocked pop-up (the answer
 * came too long after the click) falls back to following the link in this tab.
 */
export function openInNewTab(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}
