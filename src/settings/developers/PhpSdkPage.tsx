import { Anchor, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { links } from '../../platform/links';
import { configureSample, firstCallSample, installSample, notificationSample } from './phpSamples';
import { PageTitle } from '../../components/PageTitle';
import classes from './PhpSdkPage.module.css';

/** The PHP SDK page (/payout): requirements, installation, configuration, a first call and notifications. */
export function PhpSdkPage() {
  const { t } = useTranslation('developers');
  const section = (title: string, body: string, code: string) => (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm">{body}</Text>
      <Code block className={classes.code}>
        {code}
      </Code>
    </Stack>
  );
  return (
    <Stack maw={820}>
      <PageTitle title={t('sdk.title')} />
      <Text>{t('sdk.intro')}</Text>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('sdk.requirements')}
        </Title>
        <Text size="sm">{t('sdk.requirementsBody')}</Text>
      </Stack>
      {section(t('sdk.install'), t('sdk.installBody'), installSample(links.phpSdkPackage))}
      {section(t('sdk.configure'), t('sdk.configureBody'), configureSample)}
      <Group gap="md">
        <Anchor component={Link} to="/developers/test_keys">
          {t('sdk.testKeysLink')}
        </Anchor>
        <Anchor component={Link} to="/developers/prod_keys">
          {t('sdk.prodKeysLink')}
        </Anchor>
      </Group>
      {section(t('sdk.firstCall'), t('sdk.firstCallBody'), firstCallSample)}
      {section(t('sdk.notifications'), t('sdk.notificationsBody'), notificationSample)}
    </Stack>
  );
}
