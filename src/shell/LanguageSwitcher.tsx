import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../app/navigation';
import { isLanguage, saveLanguage, type Language } from '../i18n/language';

/** Spec: the choice is kept in local storage and the page reloads. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const change = (value: string) => {
    if (!isLanguage(value) || value === i18n.language) return;
    saveLanguage(value as Language);
    reloadPage();
  };
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={change}
      data={[
        { value: 'en', label: t('language.en') },
        { value: 'es', label: t('language.es') },
      ]}
    />
  );
}
