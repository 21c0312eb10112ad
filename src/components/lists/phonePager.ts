import classes from './PhonePager.module.css';

/** Given to a Mantine `Pagination`: on a phone it keeps the edges and the current page only. */
export const phonePagerClass = classes.pager;

/** Marks a page number for the phone rule; `extra` holds the item's own props (its label). */
export const phonePagerItem = <T extends object>(extra: T): T & { 'data-page-item': true } => ({ ...extra, 'data-page-item': true });
