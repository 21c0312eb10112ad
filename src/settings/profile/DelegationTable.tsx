import { Badge, Button, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DelegationRecord } from '@machines/settings/approvalDelegation';
import { formatDisplayDate } from '../../format';

/**
 * The delegations the user gave (`given`: whom to, removable) or received (`received`: from
 * whom), with their level, days and whether they hold today (a word, not a colour alone).
 */
export function DelegationTable({
  label,
  empty,
  delegations,
  side,
  busy = false,
  onRemove,
}: {
  label: string;
  empty: string;
  delegations: readonly DelegationRecord[];
  side: 'given' | 'received';
  busy?: boolean;
  onRemove?: (id: number) => void;
}) {
  const { t } = useTranslation('approvalDelegation');
  const titleId = useId();
  return (
    <div>
      <Title order={3} size="h5" id={titleId} mb="xs">
        {label}
      </Title>
      {delegations.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-labelledby={titleId} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{side === 'given' ? t('columns.delegate') : t('columns.delegator')}</Table.Th>
                <Table.Th>{t('columns.level')}</Table.Th>
                <Table.Th>{t('columns.from')}</Table.Th>
                <Table.Th>{t('columns.to')}</Table.Th>
                <Table.Th>{t('columns.state')}</Table.Th>
                {onRemove && <Table.Th>{t('columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {delegations.map((delegation) => {
                const person = side === 'given' ? delegation.delegate : delegation.delegator;
                return (
                  <Table.Tr key={delegation.id}>
                    <Table.Td>{person.name}</Table.Td>
                    <Table.Td>{t('level', { level: delegation.level })}</Table.Td>
                    <Table.Td>{formatDisplayDate(delegation.starts_on)}</Table.Td>
                    <Table.Td>{formatDisplayDate(delegation.ends_on)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={delegation.active ? 'green' : 'gray'}>
                        {delegation.active ? t('active') : t('inactive')}
                      </Badge>
                    </Table.Td>
                    {onRemove && (
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          disabled={busy}
                          aria-label={t('remove.button', { name: person.name })}
                          onClick={() => onRemove(delegation.id)}
                        >
                          {t('remove.label')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
