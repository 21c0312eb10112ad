/** Plain checks of request values. */

export const amountParamOk = (text: string): boolean => /^\d+(\.\d+)?$/.test(text);

/** A signed decimal as the forms send it (`-1500.5`), or null. */
export function signedAmount(text: string): number | null {
  return /^-?\d+(\.\d{1,2})?$/.test(text) ? Number(text) : null;
}

export const isDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
