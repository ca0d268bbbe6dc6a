/** The chosen tanker on /vehicle-fueling: registration, fleet number, type, capacity, site (spec §2). */
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import { formatValue } from '../../registry-ui/formatValue';
import { useCompanyTimeZone } from '../../state/companyTimeZone';
import { getResource } from '../../domain/resources';

const vehicles = getResource('vehicles');

export const TankerCard = ({ tanker }: { tanker: RaRecord }) => {
  const translate = useTranslate();
  const timeZone = useCompanyTimeZone();
  const label = (name: string) => translate(`resources.vehicles.fields.${name}`);
  const text = (name: string) => formatValue(vehicles.fields[name], tanker[name], timeZone) ?? '';
  const facts: [string, string][] = [
    [label('registration_number'), text('registration_number')],
    [label('fleet_number'), text('fleet_number')],
    [label('vehicle_type'), translate(`resources.vehicles.choices.vehicle_type.${tanker.vehicle_type}`, { _: String(tanker.vehicle_type) })],
    [label('fuel_capacity'), text('fuel_capacity')],
    [label('site_name'), formatValue(undefined, tanker.site_name, timeZone) ?? ''],
  ];
  return (
    <Card variant="outlined" sx={{ maxWidth: 960 }} aria-label={translate('resources.vehicle-fueling.fields.tanker')} role="region">
      <CardContent
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          gap: 2,
          '&:last-child': { pb: 2 },
        }}
      >
        {facts.map(([name, value]) => (
          <div key={name}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {name}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </div>
        ))}
      </CardContent>
    </Card>
  );
};
