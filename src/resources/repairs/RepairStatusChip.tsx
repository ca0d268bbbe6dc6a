/** A repair request's status as a coloured chip: new (blue), in progress (amber), done (green), rejected (grey). */
import { Chip, type ChipProps } from '@mui/material';
import { REPAIR_STATUS_LABELS, type RepairStatus } from '../../domain/repairs/workflow';

const COLOURS: Record<RepairStatus, ChipProps['color']> = {
  nowe: 'info',
  w_trakcie: 'warning',
  zakonczone: 'success',
  odrzucone: 'default',
};

export const RepairStatusChip = ({ status }: { status: RepairStatus }) => (
  <Chip label={REPAIR_STATUS_LABELS[status] ?? status} color={COLOURS[status]} size="small" />
);
