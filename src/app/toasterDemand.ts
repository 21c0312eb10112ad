const listeners = new Set<() => void>();

export function onToasterNeeded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function needToaster(): void {
  for (const listener of listeners) listener();
}
