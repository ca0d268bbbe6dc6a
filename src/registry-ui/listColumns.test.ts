import { describe, expect, it } from 'vitest';
import { getResource } from '../domain/resources';
import { i18nProvider } from '../i18n/i18nProvider';
import { createDefaults, formFields } from './formFields';
import { columnLabel, listColumns } from './listColumns';

const headers = (name: string) => listColumns(getResource(name)).map((column) => i18nProvider.translate(columnLabel(name, column)));

describe('entity screens from the registry', () => {
  it('lists the spec’s columns in the spec’s order', () => {
    expect(headers('employees')).toEqual(['Imię', 'Nazwisko', 'Pesel', 'Czy obcokrajowiec?', 'Rola', 'Login', 'Dokumenty po terminie']);
    expect(headers('places')).toEqual(['Nazwa', 'Długość geograficzna', 'Szerokość geograficzna', 'Budowa']);
    expect(listColumns(getResource('vehicle-fueling')).map((column) => column.source)).toEqual([
      'datetime',
      'litres',
      'odometer_state',
      'vehicle_model',
      'longitude',
      'latitude',
    ]);
    expect(listColumns(getResource('tanker-fueling')).map((column) => column.source)).toEqual([
      'datetime',
      'litres',
      'petrol_place_name',
      'tanker_model',
      'tanker_registration_number',
      'provider_name',
      'longitude',
      'latitude',
    ]);
  });

  it('combines the fueling driver’s names into one column sorted by last name', () => {
    const [driver] = listColumns(getResource('fueling'));
    expect(driver).toMatchObject({ kind: 'combined', source: 'person_last_name' });
    expect(headers('fueling')).toEqual(['Kierowca', 'Numer boczny', 'Data', 'Litry', 'Cena za litr', 'Stan licznika']);
    expect(i18nProvider.translate('resources.fueling.empty.driver')).toBe('Nienazwany Kierowca');
  });

  it('names what a missing value shows', () => {
    const t = i18nProvider.translate;
    expect(t('resources.employees.empty.role_name')).toBe('BRAK ROLI');
    expect(t('resources.places.empty.site_name')).toBe('Brak budowy');
    expect(t('resources.vehicle-fueling.empty.latitude')).toBe('Brak danych');
    expect(t('resources.employees.messages.listError')).toBe('Brak pracowników');
    expect(t('resources.roles.messages.listError')).toBe('Brak Ról');
  });

  it('orders the employee dialog as the spec and asks for the site there', () => {
    expect(formFields(getResource('employees')).map(([name]) => name)).toEqual([
      'username',
      'password',
      'first_name',
      'last_name',
      'pesel',
      'is_foreigner',
      'role',
      'site',
    ]);
    expect(i18nProvider.translate('resources.employees.placeholders.role')).toBe('Wybierz role');
    expect(i18nProvider.translate('resources.employees.placeholders.site')).toBe('Wybierz budowe');
  });

  it('starts new records with the registry defaults, the selected site and the list filter', () => {
    expect(createDefaults(getResource('petrol-places'), 3)).toEqual({ latitude: 51.946249808, longitude: 15.519088858 });
    expect(createDefaults(getResource('employees'), 3)).toEqual({ site: 3 });
    expect(createDefaults(getResource('employees'), null)).toEqual({});
    expect(createDefaults(getResource('vehicle-fueling'), 3, { tanker: 8, q: 'x' })).toEqual({ tanker: 8 });
  });
});
