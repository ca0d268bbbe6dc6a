/** A request's history, newest first: when (company time), who, what changed, from what, to what. */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { describeRepairEvent, type RepairHistoryEvent } from '../../domain/repairs/history';

export const RepairHistory = ({ events }: { events: RepairHistoryEvent[] }) => {
  const translate = useTranslate();
  if (events.length === 0) return <Typography variant="body2">{translate('sat.repairs.noHistory')}</Typography>;
  return (
    <Table size="small" aria-label={translate('sat.repairs.history')}>
      <TableHead>
        <TableRow>
          {(['when', 'who', 'what', 'from', 'to'] as const).map((column) => (
            <TableCell key={column}>{translate(`sat.repairs.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {[...events].reverse().map((event) => {
          const { when, who, what, from, to } = describeRepairEvent(event);
          return (
            <TableRow key={event.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when}</TableCell>
              <TableCell>{who}</TableCell>
              <TableCell>{what}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{from}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{to}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
