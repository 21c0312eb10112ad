import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyPolicy } from '../../api/schemas/approvalPolicies';
import { formatMoney } from '../../format';

/** A policy's levels in signing order: who signs, and from which amounts ('every payroll' when from any). */
export function PolicyLevels({ levels }: { levels: CompanyPolicy['levels'] }) {
  const { t, i18n } = useTranslation('approvalPolicies');
  if (levels.length === 0) return <Text size="sm">{t('noLevels')}</Text>;
  const or = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  return (
    <List type="ordered" size="sm" aria-label={t('levelsLabel')}>
      {levels.map((level, index) => {
        const amounts = Object.entries(level.above).map(([code, amount]) => formatMoney(amount, code));
        const when = amounts.length === 0 ? t('everyPayroll') : t('above', { amounts: or.format(amounts) });
        return <List.Item key={index}>{t('level', { type: level.approver_type, when })}</List.Item>;
      })}
    </List>
  );
}

/** Which approvals need a fresh code from the approver's app (issue 26). */
export function ReleaseRule({ release }: { release: CompanyPolicy['release'] }) {
  const { t, i18n } = useTranslation('approvalPolicies');
  const or = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  const amounts = Object.entries(release.above).map(([code, amount]) => formatMoney(amount, code));
  const rule = release.every_approval ? t('release.every') : amounts.length > 0 ? t('release.above', { amounts: or.format(amounts) }) : t('release.never');
  return <Text size="sm">{rule}</Text>;
}
