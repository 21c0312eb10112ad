import { clear, createStore, del, delMany, get, set, values as allValues, type UseStore } from 'idb-keyval';
import type { DraftSummary } from '@machines/access/draftRestore';
import { offerDraft } from './draftRestoring';
import { go } from './navigation';
import { openDraftSources } from './openForms';
import { markDraftsKept } from './storage';
import { platform } from './store';

/**
 * Drafts (issue 29): what was typed in a form that a 401 met, kept in this browser's IndexedDB
 * (which spec 01 section 8's clearing of session and local storage does not touch) so that a
 * user who gave up signing in again over the page, or reloaded it, is offered it back after
 * signing in again. docs/decisions.md, "Drafts kept across a reload".
 */

/** How long a draft is offered: the rest of a working day and the night after it. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Never kept, whatever a form gives: passwords, one-time and recovery codes, keys and tokens.
 * (An attachment's `key`, the storage name of a file the entry already has, is not a secret.)
 */
const SECRET_FIELD = /pass(word)?|secret|token|otp|recovery|^code$|apiKey|privateKey/i;

interface StoredDraft extends DraftSummary {
  readonly owner: string;
  readonly subject: unknown;
  readonly values: unknown;
}

/** A file inside a draft's values, kept as its bytes (a structured clone of a File is not portable). */
interface StoredFile {
  readonly storedFile: true;
  readonly name: string;
  readonly type: string;
  readonly lastModified: number;
  readonly bytes: ArrayBuffer;
}

const database = (): UseStore => (platform.forms.database ??= createStore('merchant-back-office-drafts', 'drafts'));

const isStoredFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' && value !== null && (value as { storedFile?: unknown }).storedFile === true;

async function encode(value: unknown): Promise<unknown> {
  if (value instanceof Blob) {
    const file: StoredFile = {
      storedFile: true,
      name: value instanceof File ? value.name : '',
      type: value.type,
      lastModified: value instanceof File ? value.lastModified : 0,
      bytes: await value.arrayBuffer(),
    };
    return file;
  }
  if (Array.isArray(value)) return Promise.all(value.map(encode));
  if (typeof value === 'object' && value !== null) {
    const kept = Object.entries(value).filter(([field, inner]) => !SECRET_FIELD.test(field) && typeof inner !== 'function');
    return Object.fromEntries(await Promise.all(kept.map(async ([field, inner]) => [field, await encode(inner)] as const)));
  }
  return typeof value === 'function' ? undefined : value;
}

function decode(value: unknown): unknown {
  if (isStoredFile(value)) return new File([value.bytes], value.name, { type: value.type, lastModified: value.lastModified });
  if (Array.isArray(value)) return value.map(decode);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, decode(inner)]));
  return value;
}

/**
 * Keeps every open form's draft for `owner`, found at `path` (a 401 met them). One draft per
 * form and owner: a newer one replaces the older.
 */
export async function keepDrafts(owner: string, path: string, now: Date = new Date()): Promise<void> {
  const sources = openDraftSources();
  const records = await Promise.all(
    sources.map(
      async (source): Promise<[string, StoredDraft]> => {
        const id = `${owner}|${source.form}`;
        return [id, { id, owner, form: source.form, path, savedAt: now.toISOString(), subject: await encode(source.subject ?? null), values: await encode(source.values()) }];
      },
    ),
  );
  await Promise.all(records.map(([id, record]) => set(id, record, database())));
  if (records.length > 0) markDraftsKept(true);
}

const expired = (draft: StoredDraft, now: Date): boolean => now.getTime() - Date.parse(draft.savedAt) >= DRAFT_LIFETIME_MS;

/** The owner's newest draft that has not expired; expired drafts, anyone's, are dropped on the way. */
export async function findDraft(owner: string, now: Date = new Date()): Promise<DraftSummary | null> {
  const drafts = (await allValues<StoredDraft>(database())).filter((draft) => typeof draft?.id === 'string');
  const old = drafts.filter((draft) => expired(draft, now));
  if (old.length > 0) await delMany(old.map((draft) => draft.id), database());
  markDraftsKept(drafts.length > old.length);
  const mine = drafts.filter((draft) => draft.owner === owner && !expired(draft, now)).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const newest = mine[0];
  return newest ? { id: newest.id, form: newest.form, path: newest.path, savedAt: newest.savedAt } : null;
}

/** Puts the draft in the way of its form's page (which takes it on mounting), opens that page and forgets the kept copy. */
export async function restoreDraft(id: string): Promise<void> {
  const draft = await get<StoredDraft>(id, database());
  if (!draft) throw new Error('The draft is no longer kept');
  await del(id, database());
  offerDraft({ form: draft.form, subject: decode(draft.subject), values: decode(draft.values) });
  go(draft.path);
}

export const removeDraft = (id: string): Promise<void> => del(id, database());

/** Forgets the owner's drafts (the page kept them, or someone else signed in); all drafts when no owner is named (an explicit sign-out). */
export async function dropDrafts(owner?: string): Promise<void> {
  if (owner === undefined) {
    markDraftsKept(false);
    return clear(database());
  }
  const drafts = await allValues<StoredDraft>(database());
  await delMany(drafts.filter((draft) => draft.owner === owner).map((draft) => draft.id), database());
}
