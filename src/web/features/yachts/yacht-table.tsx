import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Yacht } from '#domain/yacht.ts';
import { AnchorLink } from '../../components/links.tsx';
import { useYachtFormat } from './format.ts';
import { YachtRowMenu } from './yacht-row-menu.tsx';

/** The yachts as a table (wide screens only), each row with its actions menu. */
export function YachtTable({ yachts, onDelete }: { yachts: Yacht[]; onDelete: (yacht: Yacht) => void }) {
  const { t } = useTranslation();
  const format = useYachtFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('yachts.list.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('yachts.fields.name')}</Table.Th>
            <Table.Th>{t('yachts.fields.registration_number')}</Table.Th>
            <Table.Th>{t('yachts.fields.home_port')}</Table.Th>
            <Table.Th ta="right">{t('yachts.fields.hull_length')}</Table.Th>
            <Table.Th ta="right">{t('yachts.fields.engines_count')}</Table.Th>
            <Table.Th ta="right">{t('yachts.fields.engine_power')}</Table.Th>
            <Table.Th w={1}>
              <VisuallyHidden>{t('yachts.list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {yachts.map((yacht) => (
            <Table.Tr key={yacht.id}>
              <Table.Td fw={600}>
                <AnchorLink to="/yachts/$id" params={{ id: String(yacht.id) }} inherit>
                  {yacht.name}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{yacht.registration_number}</Table.Td>
              <Table.Td>{yacht.home_port}</Table.Td>
              <Table.Td ta="right">{format.hullLength(yacht)}</Table.Td>
              <Table.Td ta="right">{format.enginesCount(yacht)}</Table.Td>
              <Table.Td ta="right">{format.enginePower(yacht)}</Table.Td>
              <Table.Td ta="right">
                <YachtRowMenu yacht={yacht} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
