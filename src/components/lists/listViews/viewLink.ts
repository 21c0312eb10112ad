/** A view's link: the list's address with `?view=<id>` alone (issue 25). */
const VIEW_ID = /^[1-9]\d{0,9}$/;

/** The view an address links to, if any. */
export const linkedViewOf = (search: string): number | null => {
  const id = new URLSearchParams(search).get('view');
  return id !== null && VIEW_ID.test(id) ? Number(id) : null;
};
