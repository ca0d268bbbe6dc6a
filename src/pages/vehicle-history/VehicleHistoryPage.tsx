/**
 * /map/vehicleHistory/{rideId} (spec §2): heading "Mapa", the distance travelled and the ride's
 * track on a map; "Brak danych do wyświetlenia!" when the ride has no points, with the ride's
 * stored distance when its points were deleted as older than the retention (issue 31 §5).
 */
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { HttpError, useGetOne, useTranslate } from 'ra-core';
import { mapModule } from '../../maps/mapModule';
import { useMapSettings } from '../../maps/useMapSettings';
import { parseRouteId } from '../routeId';
import { useRideTrack } from './useRideTrack';

const useRideTrackMap = mapModule(() => import('./RideTrackMap'));

const MAP_HEIGHT = { xs: '60vh', md: 'calc(100vh - 220px)' };

const RideTrack = ({ rideId }: { rideId: number }) => {
  const translate = useTranslate();
  const { data: track, error, isPending } = useRideTrack(rideId);
  const noPoints = !isPending && !error && !track?.latitude.length;
  const { data: ride } = useGetOne('rides', { id: rideId }, { enabled: noPoints });
  const storedKm = typeof ride?.distance_m === 'number' && ride.distance_m > 0 ? ride.distance_m / 1000 : null;
  // The map's module and its tile settings load while the track does.
  const RideTrackMap = useRideTrackMap();
  useMapSettings();
  if (isPending) return <Skeleton variant="rectangular" sx={{ height: MAP_HEIGHT }} />;
  if (error instanceof HttpError && error.status === 404) {
    return <Alert severity="warning">{translate('resources.rides.notFound')}</Alert>;
  }
  if (error) console.error(error);
  if (!track?.latitude.length) {
    return (
      <Card variant="outlined">
        <CardContent>
          <Typography>{translate('sat.map.noData')}</Typography>
          {storedKm !== null && (
            <>
              <Typography sx={{ mt: 1 }}>{translate('sat.map.distance', { distance: storedKm.toFixed(2) })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('sat.map.positionsDeleted')}
              </Typography>
            </>
          )}
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <Typography sx={{ mb: 1 }}>{translate('sat.map.distance', { distance: track.distanceKm.toFixed(2) })}</Typography>
      <Box sx={{ height: MAP_HEIGHT, borderRadius: 1, overflow: 'hidden' }}>
        {RideTrackMap ? <RideTrackMap track={track} /> : <Skeleton variant="rectangular" sx={{ height: '100%' }} />}
      </Box>
    </>
  );
};

export const VehicleHistoryPage = () => {
  const translate = useTranslate();
  const { rideId: rideParam } = useParams();
  const rideId = parseRouteId(rideParam);
  return (
    <Box sx={{ p: 1 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('sat.map.title')}
      </Typography>
      {rideId === null ? <Alert severity="warning">{translate('sat.map.invalidRide', { id: rideParam })}</Alert> : <RideTrack key={rideId} rideId={rideId} />}
    </Box>
  );
};
