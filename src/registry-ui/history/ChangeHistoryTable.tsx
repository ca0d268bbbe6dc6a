/**
 * Changes as a table, newest first (issue 16 §2): when (dd.MM.yyyy HH:mm, company time), who,
 * optionally which record, what was done, and each changed field by its registry label with its
 * old → new value formatted as the lists show it (an anomaly explanation: the rule, and the note
 * before → after; thresholds: each one before → after). The changes are a react-admin list
 * (`change-history`, src/providers/ownLists.ts): `ChangeHistoryList` reads a page of them, the
 * server's newest first, or sorted by the header clicked; "Brak wyników." when none matches.
 */
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { ListBase, useTranslate } from 'ra-core';
import { actionLabel, changeLines, historySpec, type ChangeEvent, type ChangeHistoryQuery } from '../../domain/changeHistory';
import { companyDateTime } from '../../domain/companyTime';
import { CHANGE_HISTORY_LIST } from '../../providers/ownLists';
import { GIVEN_ORDER, ListTable, REPORT_PAGE_SIZE, type ListTableColumn } from '../ListTable';
import { quietLoadOptions } from '../loadErrors';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

const Changes = ({ event, timeZone }: { event: ChangeEvent; timeZone: string }) => (
  <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2 }}>
    {changeLines(historySpec(event.entity), event.changes, timeZone).map(({ field, label, text }) => (
      <li key={field}>
        <strong>{label}</strong>: {text}
      </li>
    ))}
  </Typography>
);

/** A page of the changes the query finds, as a list (`ChangeHistoryTable` shows it). */
export const ChangeHistoryList = ({ query, children }: { query: ChangeHistoryQuery; children: ReactNode }) => (
  <ListBase
    resource={CHANGE_HISTORY_LIST}
    filter={query}
    perPage={REPORT_PAGE_SIZE}
    sort={GIVEN_ORDER}
    disableSyncWithLocation
    storeKey={false}
    queryOptions={quietLoadOptions}
  >
    {children}
  </ListBase>
);

export interface ChangeHistoryTableProps {
  /** Shows which record each change was of (the list of every change; not one record's history). */
  withRecord?: boolean;
}

export const ChangeHistoryTable = ({ withRecord = false }: ChangeHistoryTableProps) => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const header = (column: string) => translate(`sat.history.columns.${column}`);
  // The server answers newest first until a header sorts by its column (CHANGE_HISTORY_SORT_FIELDS); the changes do not sort.
  const columns: Array<ListTableColumn<ChangeEvent> | false> = [
    { source: 'changed_at', label: header('when'), noWrap: true, render: (event) => companyDateTime(event.changed_at, timeZone) },
    {
      source: 'username',
      label: header('who'),
      render: (event) => (
        <>
          {event.username}
          {event.address && (
            <Typography variant="caption" component="div" color="text.secondary">
              {event.address}
            </Typography>
          )}
        </>
      ),
    },
    withRecord && { source: 'entity', label: header('entity'), render: (event) => historySpec(event.entity)?.singular ?? event.entity },
    withRecord && { source: 'record_id', label: header('record'), render: (event) => event.record_id },
    { source: 'action', label: header('action'), render: (event) => actionLabel(event) },
    { source: 'changes', label: header('changes'), sortable: false, render: (event) => <Changes event={event} timeZone={timeZone} /> },
  ];
  return (
    <ListTable
      label={translate('sat.history.title')}
      columns={columns}
      rowAttributes={(event) => ({ 'data-entity': event.entity, 'data-record': event.record_id })}
      error={translate('sat.history.error')}
      sx={{ '& td': { verticalAlign: 'top' } }}
    />
  );
};
