/**
 * The records the phone makes, each a form (RecordForm's fields, from the catalog kept on the
 * phone, the nearest place and the last vehicle preselected) and the queued action it becomes
 * (the API path, the body with the phone's moment, its photos).
 */
import type { GeoPoint } from '../domain/geo';
import type { Catalog, CatalogVehicle } from '../domain/fieldCatalog';
import { lastChoice, nearestFirst, vehicleLabel } from './catalog';
import { messages } from './i18n';
import type { FormField, FormValues } from './RecordForm';
import { answerPath } from './queue/resolve';
import type { ActionKind, NewAction } from './queue/store';
import type { OpenRide } from './session';

export type RecordKind = Extract<ActionKind, 'rideStart' | 'rideEnd' | 'stationFueling' | 'dispensing' | 'delivery' | 'stockReading' | 'repairRequest'>;

export interface RecordContext {
  catalog: Catalog;
  /** The phone's position when the form opened, null when unknown. */
  here: GeoPoint | null;
  openRide: OpenRide | null;
}

interface RecordDefinition {
  title: string;
  fields: FormField[];
  /** The action the saved form becomes, at the phone's moment `at`. */
  action: (form: FormValues, at: string) => NewAction;
}

const TANKER = 'TANK';

const vehicleChoices = (vehicles: readonly CatalogVehicle[]) => vehicles.map((vehicle) => ({ id: vehicle.id, label: vehicleLabel(vehicle) }));
const named = (items: ReadonlyArray<{ id: number; name: string }>) => items.map((item) => ({ id: item.id, label: item.name }));

/** The photos of a photo field, put into the body's `photos` once uploaded. */
const photosOf = (form: FormValues, name = 'photos') => (form.photos[name] ?? []).map((blob) => ({ blob, target: 'photos' }));

/** The phone's position with a record that has a place (a dispensing, a delivery). */
const placeOf = (here: GeoPoint | null) => (here ? { latitude: here.latitude, longitude: here.longitude } : {});

export function recordDefinition(kind: RecordKind, { catalog, here, openRide }: RecordContext): RecordDefinition {
  const text = messages.form;
  const tankers = catalog.vehicles.filter((vehicle) => vehicle.vehicle_type === TANKER);
  const places = nearestFirst(catalog.places, here);
  const vehicle: FormField = {
    name: 'vehicle',
    kind: 'choice',
    label: text.vehicle,
    choices: vehicleChoices(catalog.vehicles),
    initial: lastChoice('vehicle'),
    required: true,
  };
  const tanker: FormField = {
    name: 'tanker',
    kind: 'choice',
    label: text.tanker,
    choices: vehicleChoices(tankers),
    initial: lastChoice('tanker') ?? tankers[0]?.id,
    required: true,
  };
  const litres: FormField = { name: 'litres', kind: 'number', label: text.litres, required: true };
  switch (kind) {
    case 'rideStart':
      return {
        title: messages.ride.start,
        fields: [
          vehicle,
          { name: 'material', kind: 'choice', label: messages.ride.material, choices: named(catalog.materials), required: true },
          { name: 'start_place', kind: 'choice', label: messages.ride.loadingPlace, choices: named(places), initial: places[0]?.id, required: true },
          // The trip's purpose for the VAT mileage register (issue 33 §4); optional.
          { name: 'purpose', kind: 'text', label: messages.ride.purpose },
        ],
        action: ({ values }, at) => ({ kind, path: '/api/vehicle-ride/start/', body: { ...values, start_datetime: at }, recordedAt: at }),
      };
    case 'rideEnd':
      return {
        title: messages.ride.end,
        fields: [{ name: 'end_place', kind: 'choice', label: messages.ride.unloadingPlace, choices: named(places), initial: places[0]?.id, required: true }],
        action: ({ values }, at) => ({
          kind,
          path: openRide?.id !== undefined ? `/api/vehicle-ride/${openRide.id}/end/` : answerPath('/api/vehicle-ride/{ride}/end/', openRide?.startKey ?? ''),
          body: { ...values, end_datetime: at },
          recordedAt: at,
        }),
      };
    case 'stationFueling':
      return {
        title: messages.menu.stationFueling,
        fields: [
          vehicle,
          litres,
          { name: 'price_per_litre', kind: 'number', label: text.pricePerLitre, required: true },
          { name: 'odometer_state', kind: 'number', label: text.odometer, required: true },
          { name: 'photos', kind: 'photos', label: text.addPhoto },
        ],
        action: (form, at) => ({ kind, path: '/api/field/fueling/', body: { ...form.values, datetime: at }, recordedAt: at, photos: photosOf(form) }),
      };
    case 'dispensing': {
      const machines = nearestFirst(
        catalog.vehicles.filter((machine) => machine.vehicle_type !== TANKER),
        here,
      );
      return {
        title: messages.menu.dispensing,
        fields: [
          tanker,
          { name: 'vehicle', kind: 'choice', label: text.machine, choices: vehicleChoices(machines), required: true, searchLabel: text.fleetNumber },
          litres,
          { name: 'odometer_state', kind: 'number', label: text.meter, required: true },
          { name: 'photos', kind: 'photos', label: text.addPhoto },
        ],
        action: (form, at) => ({
          kind,
          path: '/api/field/vehicle-fueling/',
          body: { ...form.values, datetime: at, ...placeOf(here) },
          recordedAt: at,
          photos: photosOf(form),
        }),
      };
    }
    case 'delivery': {
      const petrolPlaces = nearestFirst(catalog.petrol_places, here);
      return {
        title: messages.menu.delivery,
        fields: [
          tanker,
          { name: 'petrol_place', kind: 'choice', label: text.petrolPlace, choices: named(petrolPlaces), initial: petrolPlaces[0]?.id, required: true },
          { name: 'provider', kind: 'choice', label: text.provider, choices: named(catalog.providers), required: true },
          litres,
          { name: 'photos', kind: 'photos', label: text.addPhoto },
        ],
        action: (form, at) => ({
          kind,
          path: '/api/field/tanker-fueling/',
          body: { ...form.values, datetime: at, ...placeOf(here) },
          recordedAt: at,
          photos: photosOf(form),
        }),
      };
    }
    case 'stockReading':
      return {
        title: messages.menu.stockReading,
        fields: [tanker, litres],
        action: ({ values }, at) => ({ kind, path: '/api/field/tanker-stock-count/', body: { ...values, datetime: at }, recordedAt: at }),
      };
    case 'repairRequest':
      return {
        title: messages.menu.repairRequest,
        fields: [vehicle, { name: 'note', kind: 'text', label: text.note, required: true }, { name: 'photos', kind: 'photos', label: text.addPhoto }],
        action: (form, at) => ({ kind, path: '/api/repair-request/', body: { ...form.values, datetime: at }, recordedAt: at, photos: photosOf(form) }),
      };
  }
}
