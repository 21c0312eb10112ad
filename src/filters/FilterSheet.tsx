import { Button, CloseButton } from '@mantine/core';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './FilterSheet.module.css';

export interface FilterSheetProps {
  /** How many of the list's applied filters are on (countActiveFilters); shown on the toggle. */
  readonly count: number;
  /** The list's filter form: rendered once, inline from sm up, in the sheet below it. */
  readonly children: ReactNode;
}

/** A field the form refused on its last submit (Mantine marks it) or cannot read (AmountInput). */
const REFUSED = '[aria-invalid="true"], [data-unreadable]';

/**
 * A list's filters on a phone (issue 27). One copy of the form, whose fields hold what the user
 * typed: from Mantine's sm breakpoint up the wrapper is plain and the form shows inline as it
 * always has; below it CSS hides the form behind a toggle ("Filters · 2") that opens it as a
 * bottom sheet. Chosen by CSS only, so the first render is right and nothing flashes.
 *
 * The sheet closes on Escape, on its close button, on a tap outside it, and once the form's
 * submit went through (a refused field keeps it open, its message in view); focus then goes back
 * to the toggle.
 */
export function FilterSheet({ count, children }: FilterSheetProps) {
  const { t } = useTranslation('filters');
  const [opened, setOpened] = useState(false);
  // Bumped by a submit inside the sheet: read once the form's answer to it is drawn.
  const [submits, setSubmits] = useState(0);
  const id = useId();
  const sheetId = `${id}sheet`;
  const toggle = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  const close = () => {
    setOpened(false);
    toggle.current?.focus();
  };

  useEffect(() => {
    if (opened) title.current?.focus();
  }, [opened]);

  // The form's own submit handler ran in the same event: its errors (if any) are drawn by now.
  useLayoutEffect(() => {
    if (submits === 0 || !opened) return;
    if (sheet.current?.querySelector(REFUSED)) return;
    close();
    // Only a new submit decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submits]);

  // Bubbles here after the form's own handler: the sheet decides once the form's answer is drawn.
  const onSubmit = () => {
    if (opened) setSubmits((n) => n + 1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!opened || event.key !== 'Escape' || event.defaultPrevented) return;
    const target = event.target as Element;
    // Escape in a dropdown (portalled, outside the sheet's DOM) or an open list closes that first.
    if (!sheet.current?.contains(target) || target.getAttribute('aria-expanded') === 'true') return;
    event.stopPropagation();
    close();
  };

  return (
    <div className={classes.root} data-opened={opened || undefined} onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <Button
        ref={toggle}
        hiddenFrom="sm"
        variant="default"
        className={classes.toggle}
        aria-expanded={opened}
        aria-controls={sheetId}
        onClick={() => (opened ? close() : setOpened(true))}
      >
        {count > 0 ? t('sheet.toggleCount', { count }) : t('sheet.toggle')}
      </Button>
      {opened && <div className={classes.backdrop} aria-hidden onClick={close} />}
      <div id={sheetId} ref={sheet} className={classes.sheet}>
        <div className={classes.header}>
          <h2 ref={title} tabIndex={-1} className={classes.title}>
            {t('sheet.title')}
          </h2>
          <CloseButton size="lg" className={classes.close} aria-label={t('sheet.close')} onClick={close} />
        </div>
        {children}
      </div>
    </div>
  );
}
