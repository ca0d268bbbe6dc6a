/** The right column of /work-days: the map of people online now, or "Brak aktywnych pracowników". */
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { lazyMap } from '../../maps/lazyMap';
import { useOnlinePeople } from './useOnlinePeople';

const OnlinePeopleMap = lazyMap(() => import('./OnlinePeopleMap'));

const MAP_HEIGHT = { xs: '60vh', lg: 'calc(100vh - 200px)' };

export const OnlinePeoplePanel = () => {
  const translate = useTranslate();
  const { data: people, error, isPending } = useOnlinePeople();
  // Loading failures are logged only (spec §8); the panel then shows nobody.
  if (error) console.error(error);
  return (
    <Box component="section" aria-labelledby="online-people-title" sx={{ py: 1 }}>
      <Typography id="online-people-title" variant="h5" component="h2" sx={{ px: 1, pt: 1, pb: 2 }}>
        {translate('sat.workDays.online')}
      </Typography>
      {isPending ? (
        <Skeleton variant="rectangular" sx={{ height: MAP_HEIGHT }} />
      ) : people?.length ? (
        <Box sx={{ height: MAP_HEIGHT, borderRadius: 1, overflow: 'hidden' }}>
          <OnlinePeopleMap people={people} />
        </Box>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Typography>{translate('sat.workDays.noneOnline')}</Typography>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
