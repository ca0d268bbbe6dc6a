/**
 * /work-days (spec §2): left, each person's latest work day in the selected range and site, a row
 * leading to that person's work days; right, the people online now on a map.
 * The row's first name is a real link to those work days (keyboard, middle-click into a new tab),
 * named by the whole name; a click anywhere else on the row goes there too.
 */
import { Grid } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { resources } from '../../domain/resources';
import { CellLink } from '../../registry-ui/CellLink';
import { listColumns, type ListColumn } from '../../registry-ui/listColumns';
import { ResourceList } from '../../registry-ui/ResourceList';
import { workDayPath } from '../../shared/pageLinks';
import { LATEST_PER_PERSON } from '../../providers/types';
import { OnlinePeoplePanel } from './OnlinePeoplePanel';

const personWorkDays = (_id: unknown, _resource: unknown, record: RaRecord) => workDayPath(record.person);

const firstNameLink: ListColumn = {
  source: 'first_name',
  kind: 'custom',
  label: 'resources.work-days.fields.first_name',
  sortable: true,
  render: (day) => (
    <CellLink to={workDayPath(day.person)} label={`${day.first_name} ${day.last_name}`}>
      {day.first_name}
    </CellLink>
  ),
};

const columns = listColumns(resources['work-days']).map((column) => (column.source === 'first_name' ? firstNameLink : column));

export const WorkDaysList = () => (
  <Grid container spacing={2}>
    <Grid size={{ xs: 12, lg: 7 }}>
      <ResourceList resource="work-days" meta={LATEST_PER_PERSON} columns={columns} rowClick={personWorkDays} />
    </Grid>
    <Grid size={{ xs: 12, lg: 5 }}>
      <OnlinePeoplePanel />
    </Grid>
  </Grid>
);
