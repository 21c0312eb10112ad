import { Alert, Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationUrls } from '@machines/settings/notificationUrlEdit';
import { listMerchants } from '../../api/calls/settings';
import type { Merchant } from '../../api/schemas/settings';
import { KeyField } from '../../components/keys/KeyField';
import { ResourceOutcome } from '../../components/keys/ResourceOutcome';
import { useResource } from '../../components/keys/useResource';
import { FieldTable } from '../../components/lists/FieldTable';
import { NotificationsTab } from './NotificationsTab';
import { PageTitle } from '../../components/PageTitle';
import { useDraftRestore } from '../../components/forms/useFormOpen';
import classes from './MerchantInfoPage.module.css';

const GENERAL = ['bussines_name', 'legal_name', 'legal_number', 'contact_name', 'url_webpage', 'country', 'currency'] as const;

/** A restored notification URLs draft (issue 29): the merchant it was for and the addresses typed. */
interface RestoredUrls {
  readonly merchantId: number;
  readonly urls: NotificationUrls;
}

/** The draft, when it is one of this form (it comes back from the browser's storage). */
function restoredUrls(subject: unknown, values: unknown): RestoredUrls | null {
  const kept = typeof values === 'object' && values !== null ? (values as Partial<Record<keyof NotificationUrls, unknown>>) : {};
  if (typeof subject !== 'number' || typeof kept.url_notification !== 'string' || typeof kept.reject_notification_url !== 'string') return null;
  return { merchantId: subject, urls: { url_notification: kept.url_notification, reject_notification_url: kept.reject_notification_url } };
}

/** Merchant info (spec 02 section 2): a merchant selector and the General, Credentials and Notifications tabs. */
export function MerchantInfoPage() {
  const { t } = useTranslation('merchantInfo');
  const { state, send, data } = useResource(() => listMerchants());
  const [chosen, setChosen] = useState<number | null>(null);
  // Saved URLs by merchant, over what the list answered when it loaded.
  const [savedUrls, setSavedUrls] = useState<Record<number, NotificationUrls>>({});
  const merchants = data ?? [];
  const merchant: Merchant | undefined = merchants.find((m) => m.id === chosen) ?? merchants[0];
  const onSaved = useCallback((urls: NotificationUrls) => merchant && setSavedUrls((all) => ({ ...all, [merchant.id]: urls })), [merchant]);
  const [tab, setTab] = useState<string | null>('general');
  // "Restore what you were typing?" (issue 29): the draft's merchant, its Notifications tab, and
  // the form open with the addresses typed; kept here until that tab takes them.
  const [restored, setRestored] = useState<RestoredUrls | null>(null);
  const onRestored = useCallback(() => setRestored(null), []);
  useDraftRestore('notificationUrlEdit', (draft) => {
    const urls = restoredUrls(draft.subject, draft.values);
    if (!urls) return;
    setRestored(urls);
    setChosen(urls.merchantId);
    setTab('notifications');
  });

  return (
    <Stack maw={860}>
      <PageTitle title={t('title')} />
      <ResourceOutcome state={state} send={send} title={t('loadFailed')} retry={t('retry')} />
      {state.matches('ready') && !merchant && (
        <Alert color="gray" role="status">
          {t('noMerchants')}
        </Alert>
      )}
      {merchant && (
        <>
          <Select
            label={t('merchant')}
            data={merchants.map((m) => ({ value: String(m.id), label: `${m.bussines_name} (${m.id})` }))}
            value={String(merchant.id)}
            allowDeselect={false}
            searchable
            maw={420}
            onChange={(value) => value && setChosen(Number(value))}
          />
          <Paper withBorder p="md">
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="general">{t('tabs.general')}</Tabs.Tab>
                <Tabs.Tab value="credentials">{t('tabs.credentials')}</Tabs.Tab>
                <Tabs.Tab value="notifications">{t('tabs.notifications')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="general" pt="md" className={classes.general}>
                <FieldTable label={t('general.label')} fields={GENERAL.map((field) => ({ label: t(`general.${field}`), value: merchant[field] }))} />
              </Tabs.Panel>
              <Tabs.Panel value="credentials" pt="md">
                <Stack>
                  <Text size="sm" c="dimmed">
                    {t('credentialsNote')}
                  </Text>
                  <KeyField kind="publicKey" value={merchant.credentials.public_key} />
                  <KeyField kind="secureKey" value={merchant.credentials.secure_key} />
                  <KeyField kind="merchantId" value={String(merchant.credentials.id_merchant)} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="notifications" pt="md">
                <NotificationsTab
                  key={merchant.id}
                  merchantId={merchant.id}
                  stored={savedUrls[merchant.id] ?? merchant.notification_urls}
                  onSaved={onSaved}
                  restored={restored?.merchantId === merchant.id ? restored.urls : undefined}
                  onRestored={onRestored}
                />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </>
      )}
    </Stack>
  );
}
