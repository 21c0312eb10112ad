import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../platform/navigation';
import { isLanguage, LANGUAGES, saveLanguage } from '../i18n/language';
import classes from './LanguageSwitcher.module.css';

/**
 * Spec: the choice is kept in local storage and the page reloads.
 *
 * Two native radio buttons drawn like Mantine's SegmentedControl (size xs), not the
 * component itself: it is on every page, /login included, and SegmentedControl with its
 * floating indicator weighs 2.3 KB gzip of the 150 KB /login budget (docs/decisions.md,
 * "First loads"). Same semantics: a named radio group, one labelled radio per language.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const name = useId();
  const change = (value: string) => {
    if (!isLanguage(value) || value === i18n.language) return;
    saveLanguage(value);
    reloadPage();
  };
  return (
    <div role="radiogroup" aria-label={t('language.label')} className={classes.root}>
      {LANGUAGES.map((language) => {
        const id = `${name}-${language}`;
        const active = language === i18n.language;
        return (
          <div key={language} className={classes.control}>
            <input
              id={id}
              className={classes.input}
              type="radio"
              name={name}
              value={language}
              checked={active}
              // Named by the language's full name also where the label shows only its code (a phone).
              aria-label={t(`language.${language}`)}
              onChange={(event) => change(event.currentTarget.value)}
            />
            <label htmlFor={id} lang={language} className={classes.label} data-active={active || undefined}>
              {t(`language.${language}`)}
            </label>
          </div>
        );
      })}
    </div>
  );
}
