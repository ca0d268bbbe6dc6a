/**
 * Changes as a table, newest first (issue 16 §2): when (dd.MM.yyyy HH:mm, company time), who,
 * optionally which record, what was done, and each changed field by its registry label with its
 * old → new value formatted as the lists show it (an anomaly explanation: the rule, and the note
 * before → after; thresholds: each one before → after).
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { CHANGE_ACTION_LABELS, changeLines, historySpec, type ChangeEvent } from '../domain/changeHistory';
import { companyDateTime } from '../domain/companyTime';

const Changes = ({ event }: { event: ChangeEvent }) => (
  <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2 }}>
    {changeLines(historySpec(event.entity), event.changes).map(({ field, label, text }) => (
      <li key={field}>
        <strong>{label}</strong>: {text}
      </li>
    ))}
  </Typography>
);

export interface ChangeHistoryTableProps {
  events: ChangeEvent[];
  /** Shows which record each change was of (the list of every change; not one record's history). */
  withRecord?: boolean;
}

export const ChangeHistoryTable = ({ events, withRecord = false }: ChangeHistoryTableProps) => {
  const translate = useTranslate();
  if (events.length === 0) return <Typography variant="body2">{translate('sat.history.empty')}</Typography>;
  const columns = ['when', 'who', ...(withRecord ? ['entity', 'record'] : []), 'action', 'changes'];
  return (
    <Table size="small" aria-label={translate('sat.history.title')}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(`sat.history.columns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.id} data-entity={event.entity} data-record={event.record_id} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{companyDateTime(event.changed_at)}</TableCell>
            <TableCell>
              {event.username}
              {event.address && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {event.address}
                </Typography>
              )}
            </TableCell>
            {withRecord && <TableCell>{historySpec(event.entity)?.singular ?? event.entity}</TableCell>}
            {withRecord && <TableCell>{event.record_id}</TableCell>}
            <TableCell>{CHANGE_ACTION_LABELS[event.action] ?? event.action}</TableCell>
            <TableCell>
              <Changes event={event} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
