/** /rides (spec §2): read-only rides of the selected site and date range, newest first. */
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { ResourceList } from '../../registry-ui/ResourceList';
import { useCompanyTimeZone } from '../../state/companyTimeZone';
import { rideColumns, SHORT_RIDE_COLUMNS } from './rideColumns';

/**
 * Eleven columns fit a laptop screen (1366 px) with narrower cell padding (6 px); dates, times,
 * durations, plates and the map link stay on one line while names and places wrap.
 */
const compactTable = {
  '& th, & td': { px: 0.75 },
  [SHORT_RIDE_COLUMNS.map((source) => `& td.column-${source}`).join(', ')]: { whiteSpace: 'nowrap' },
};

export const RideList = () => {
  const timeZone = useCompanyTimeZone();
  const columns = useMemo(() => rideColumns(timeZone), [timeZone]);
  return (
    <Box sx={compactTable}>
      <ResourceList resource="rides" columns={columns} />
    </Box>
  );
};
