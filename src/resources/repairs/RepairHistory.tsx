/** A request's history, newest first: when (company time), who, what changed, from what, to what. */
import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { describeRepairEvent, type RepairHistoryEvent } from '../../domain/repairs/history';
import { ListTable, LocalList, type ListTableColumn } from '../../registry-ui/ListTable';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

/** An event as the table shows it, with its instant to sort by. */
type EventRow = ReturnType<typeof describeRepairEvent> & { id: number; changed_at: string };

const COLUMNS = ['when', 'who', 'what', 'from', 'to'] as const;

export const RepairHistory = ({ events }: { events: RepairHistoryEvent[] }) => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const rows = useMemo(
    () => [...events].reverse().map((event): EventRow => ({ ...describeRepairEvent(event, timeZone), id: event.id, changed_at: event.changed_at })),
    [events, timeZone],
  );
  const columns = COLUMNS.map((column): ListTableColumn<EventRow> => ({
    source: column === 'when' ? 'changed_at' : column,
    label: translate(`sat.repairs.${column}`),
    noWrap: column === 'when',
    render: (row) => row[column],
  }));
  return (
    <LocalList resource="repair-history" rows={rows}>
      <ListTable
        label={translate('sat.repairs.history')}
        columns={columns}
        region={false}
        empty={translate('sat.repairs.noHistory')}
        sx={{ '& td.column-from, & td.column-to': { whiteSpace: 'pre-wrap' } }}
      />
    </LocalList>
  );
};
