import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Field {
  readonly label: string;
  /** null, undefined and '' show as "not given" rather than an empty cell. */
  readonly value: ReactNode;
}

/** A record's fields as label/value rows (row headers make each value's label its name). */
export function FieldTable({ fields, label }: { fields: readonly Field[]; label: string }) {
  const { t } = useTranslation('lists');
  return (
    <Table aria-label={label} withRowBorders verticalSpacing={6}>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={field.label}>
            <Table.Th scope="row" w="35%">
              {field.label}
            </Table.Th>
            <Table.Td>
              {field.value === null || field.value === undefined || field.value === '' ? (
                <Text span c="dimmed" size="sm">
                  {t('none')}
                </Text>
              ) : (
                field.value
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
