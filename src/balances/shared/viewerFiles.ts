/** A file the viewer shows: by its preview link (a stored file) or by its local blob (picked, not sent yet). */
export interface ViewerFile {
  readonly name: string;
  readonly size: number;
  readonly mimeType: string;
  readonly url: string;
  /** The storage key of a stored file (its download goes through the download-file call). */
  readonly key?: string;
  readonly blob?: Blob;
}

export const isPdf = (file: { mimeType: string; name: string }) => file.mimeType === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The tile's type label: pdf, jpg, jpeg or png. */
export const typeLabel = (name: string) => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

/** Saves a file through a link (the browser's download), from a url or a local blob. */
export function saveFrom(url: string, name?: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (name) link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
