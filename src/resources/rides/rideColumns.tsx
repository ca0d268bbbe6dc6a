/**
 * The /rides columns (spec §2): ride date, first and last name, loading and unloading time,
 * duration, vehicle registration, material, loading and unloading place, and the map link.
 */
import { useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { durationSeconds, formatDuration, showDate, showTime } from '../../domain/dates';
import { resources } from '../../domain/resources';
import { CellLink } from '../../registry-ui/CellLink';
import { listColumns, type ListColumn } from '../../registry-ui/listColumns';
import { vehicleHistoryPath } from '../../shared/pageLinks';

const RideMapLink = ({ rideId }: { rideId: Identifier }) => {
  const translate = useTranslate();
  return <CellLink to={vehicleHistoryPath(rideId)}>{translate('sat.rides.showOnMap')}</CellLink>;
};

/** The ride's duration as "Xh Ym", empty while it has not ended. */
const rideDuration = (ride: RaRecord): string => formatDuration(durationSeconds(ride.start_datetime, ride.end_datetime));

const registryColumns = new Map(listColumns(resources.rides).map((column) => [column.source, column]));
const registry = (source: keyof typeof resources.rides.joined): ListColumn => {
  const column = registryColumns.get(source);
  if (!column) throw new Error(`rides has no list column ${source}`);
  return column;
};

export const SHORT_RIDE_COLUMNS = ['start_datetime', 'start_time', 'end_datetime', 'duration', 'vehicle_registration_number', 'map'];

/** The columns, dates and times on the company's clock in `timeZone` (a list makes them once per zone). */
export const rideColumns = (timeZone: string): ListColumn[] => {
  const time = (iso: string | null | undefined) => (iso ? showTime(iso, timeZone) : '');
  return [
    {
      source: 'start_datetime',
      kind: 'custom',
      label: 'sat.rides.date',
      sortable: true,
      render: (ride) => showDate(ride.start_datetime, timeZone),
    },
    registry('person_first_name'),
    registry('person_last_name'),
    {
      source: 'start_time',
      kind: 'custom',
      label: 'resources.rides.fields.start_datetime',
      render: (ride) => time(ride.start_datetime),
    },
    {
      source: 'end_datetime',
      kind: 'custom',
      label: 'resources.rides.fields.end_datetime',
      sortable: true,
      render: (ride) => time(ride.end_datetime),
    },
    { source: 'duration', kind: 'custom', label: 'sat.rides.duration', render: rideDuration },
    registry('vehicle_registration_number'),
    registry('material_name'),
    registry('start_place_name'),
    registry('end_place_name'),
    { source: 'map', kind: 'custom', label: 'sat.map.title', render: (ride) => <RideMapLink rideId={ride.id} /> },
  ];
};
