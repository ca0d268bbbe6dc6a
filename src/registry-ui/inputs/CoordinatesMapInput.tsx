/**
 * The map under a form's latitude and longitude inputs (registry `mapPicker`): a click on the map
 * fills both, typing in them moves the marker; in a read-only (disabled) form it only shows the
 * point. The map itself is loaded lazily.
 */
import { useCallback } from 'react';
import { Box } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'ra-core';
import type { GeoPoint } from '../../domain/geo';
import { numberOf } from '../../domain/numbers';
import { lazyMap } from '../../maps/lazyMap';

const CoordinatePickerMap = lazyMap(() => import('../../maps/CoordinatePickerMap'));

/** The point typed so far ("52,2297" or a number), or null while either coordinate is missing or not a number. */
function typedPoint(latitude: unknown, longitude: unknown): GeoPoint | null {
  const [lat, lng] = [numberOf(latitude), numberOf(longitude)];
  return lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null;
}

export const CoordinatesMapInput = () => {
  const translate = useTranslate();
  const { setValue, formState } = useFormContext();
  const [latitude, longitude] = useWatch({ name: ['latitude', 'longitude'] });
  const pick = useCallback(
    (point: GeoPoint) => {
      const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
      setValue('latitude', point.latitude, options);
      setValue('longitude', point.longitude, options);
    },
    [setValue],
  );
  return (
    <Box sx={{ mt: 1, mb: 0.5, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      {formState.disabled ? (
        <CoordinatePickerMap point={typedPoint(latitude, longitude)} label={translate('sat.form.mapPoint')} />
      ) : (
        <CoordinatePickerMap point={typedPoint(latitude, longitude)} onPick={pick} label={translate('sat.form.pickOnMap')} />
      )}
    </Box>
  );
};
