/** OpenAPI: a vehicle as the reports name it (id, fleet number, registration, model), plus what a report adds. */
export const vehicleSchema = (extra: Record<string, object> = {}) => ({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    fleet_number: { type: 'integer' },
    registration_number: { type: 'string' },
    vehicle_model: { type: 'string' },
    ...extra,
  },
});

export const vehicleTypeProperty = { vehicle_type: { type: 'string' } };
export const vehicleSiteProperties = { site: { type: 'integer' }, site_name: { type: ['string', 'null'] } };
