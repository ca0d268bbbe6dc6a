/**
 * /work-days (spec §2): left, each person's latest work day in the selected range and site, a row
 * leading to that person's work days; right, the people online now on a map.
 */
import { Grid } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { ResourceList } from '../../generic/ResourceList';
import { workDayPath } from '../../pages/work-day/WorkDayPage';
import { LATEST_PER_PERSON } from '../../providers/types';
import { OnlinePeoplePanel } from './OnlinePeoplePanel';

const personWorkDays = (_id: unknown, _resource: unknown, record: RaRecord) => workDayPath(record.person);

export const WorkDaysList = () => (
  <Grid container spacing={2}>
    <Grid size={{ xs: 12, lg: 7 }}>
      <ResourceList resource="work-days" meta={LATEST_PER_PERSON} rowClick={personWorkDays} />
    </Grid>
    <Grid size={{ xs: 12, lg: 5 }}>
      <OnlinePeoplePanel />
    </Grid>
  </Grid>
);
