import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { links } from '../../platform/links';
import { PageTitle } from '../../components/PageTitle';

/** API documentation: a pointer to the external site (VITE_API_DOCS_URL), opened in a new tab. */
export function DocumentationPage() {
  const { t } = useTranslation('developers');
  return (
    <Stack maw={760}>
      <PageTitle title={t('docs.title')} />
      <Text>{t('docs.intro')}</Text>
      <Anchor href={links.apiDocsUrl} target="_blank" rel="noopener noreferrer">
        {t('docs.open')} {t('docs.newTab')}
      </Anchor>
    </Stack>
  );
}
