/**
 * Pieces several resource declarations share. They keep their literal types (`as const`, generic
 * extras) so that the row types derived from the declarations (./rows.ts) know each field's type
 * and whether it may be null.
 */
import type { FieldSpec, JoinedField } from '../fields';
import type { ResourceMessages, ResourceSpec } from './spec';

export const readOnly = { create: false, update: false, delete: false };
export const crud = { create: true, update: true, delete: true };

/**
 * How the change history names a company-wide setting outside the registry (the working hours, the
 * night, the anomaly thresholds): one record, read-only as a resource, its fields by their labels.
 */
export function settingHistorySpec(setting: Pick<ResourceSpec, 'name' | 'apiPath' | 'table' | 'label' | 'singular' | 'fields'>): ResourceSpec {
  return {
    ...setting,
    searchFields: [],
    defaultSort: { field: Object.keys(setting.fields)[0], order: 'ASC' },
    operations: readOnly,
    messages: { createError: '', updateError: '', deleteError: '' },
    notFoundMessage: '',
    recordText: [],
  };
}

export const REQUIRED = { required: true } as const;

type Extra = Partial<FieldSpec>;

export const coordinate = <T extends 'latitude' | 'longitude', const E extends Extra = Record<never, never>>(type: T, extra: E = {} as E) => ({
  type,
  label: type === 'latitude' ? 'Szerokość geograficzna' : 'Długość geograficzna',
  ...extra,
});
export const litres = { type: 'number', label: 'Litry', step: 0.01, min: 0, required: true } as const satisfies FieldSpec;
export const site = <const E extends Extra = Record<never, never>>(extra: E = {} as E) => ({
  type: 'reference' as const,
  reference: 'sites' as const,
  label: 'Budowa',
  filterable: true,
  ...extra,
});
export const vehicle = <const E extends Extra = Record<never, never>>(extra: E = {} as E) => ({
  type: 'reference' as const,
  reference: 'vehicles' as const,
  label: 'Pojazd',
  filterable: true,
  ...extra,
});
export const tanker = {
  type: 'reference',
  reference: 'vehicles',
  referenceWhere: { vehicle_type: 'TANK' },
  label: 'Cysterna',
  required: true,
  filterable: true,
  notFoundMessage: 'Nie znaleziono cysterny',
} as const satisfies FieldSpec;
/** A tanker's model and registration joined into a row that references it. */
export const tankerNames = {
  tanker_model: { via: 'tanker', column: 'vehicle_model', label: 'Model cysterny' },
  tanker_registration_number: { via: 'tanker', column: 'registration_number', label: 'Rejestracja cysterny' },
} as const satisfies Record<string, JoinedField>;
/** A machine's fleet number and registration joined into a row that references it (`vehicle`). */
export const vehicleNames = {
  vehicle_fleet_number: { via: 'vehicle', column: 'fleet_number', label: 'Numer boczny' },
  vehicle_registration_number: { via: 'vehicle', column: 'registration_number', label: 'Numer rejestracyjny' },
} as const satisfies Record<string, JoinedField>;
export const person = <const E extends Extra = Record<never, never>>(extra: E = {} as E) => ({
  type: 'reference' as const,
  reference: 'employees' as const,
  label: 'Pracownik',
  filterable: true,
  ...extra,
});

export const fuelingMessages: ResourceMessages = {
  createError: 'Wystąpił błąd podczas dodawania tankowania',
  updateError: 'Wystąpił błąd podczas aktualizacji tankowania',
  deleteError: 'Nie udało się usunąć tankowań.',
};
