import type { ColumnSetting, PreferenceList } from '@machines/shared/columnLayout';
import type { Message } from '@machines/shared/message';

/** One column as the Columns control lists it. */
export interface ColumnChoice {
  readonly id: string;
  readonly name: string;
  readonly required: boolean;
}

/** What the Columns control reads and sends. */
export interface ColumnsControl {
  readonly list: PreferenceList;
  readonly choices: readonly ColumnChoice[];
  readonly layout: readonly ColumnSetting[];
  /** The layout is the user's own (false: the list's defaults). */
  readonly custom: boolean;
  /** The stored columns could not be read: the defaults show. */
  readonly loadFailed: boolean;
  /** The last change could not be saved (it still shows). */
  readonly saveFailed: boolean;
  readonly error: Message | null;
  readonly change: (layout: readonly ColumnSetting[]) => void;
  readonly reset: () => void;
  readonly retry: () => void;
}
