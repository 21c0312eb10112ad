/** What a Renotify button is given, whether it has loaded its chart yet or not. */
export interface RenotifyButtonProps {
  readonly operationId: number;
  /** Runs once the server has answered (the detail reloads its notifications log). */
  readonly onAnswered?: () => void;
  /** Whether its confirmation dialog is open (a dialog around it keeps Escape for it). */
  readonly onDialogChange?: (open: boolean) => void;
}
