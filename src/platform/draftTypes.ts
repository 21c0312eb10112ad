/**
 * What an open form can give back to be kept as a draft (issue 29) when a 401 meets it: the
 * flow it belongs to, what its page needs to open it again, and the values typed so far.
 */
export interface DraftSource {
  /** The flow's name (one name per flow): the page that restores it asks for this name. */
  readonly form: string;
  /** What the page needs to open the form again, e.g. the entry being edited (JSON). */
  readonly subject?: unknown;
  /** The values typed so far, read when a 401 meets the form; files may be in them. */
  readonly values: () => unknown;
}

/** A draft the user chose to restore, waiting for its page's form to take it. */
export interface RestoringDraft {
  readonly form: string;
  readonly subject: unknown;
  /** As the form gave them, files as `File`s again. */
  readonly values: unknown;
}
