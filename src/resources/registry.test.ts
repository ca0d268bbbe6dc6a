import { describe, expect, it } from 'vitest';
import { resourceList } from '../domain/resources';
import { formFields } from '../generic/formFields';
import { listColumns } from '../generic/listColumns';
import { i18nProvider } from '../i18n/i18nProvider';
import { menuEntries, visibleMenuEntries } from '../layout/menuEntries';
import { customPages } from '../pages';
import { resourceModules } from '.';

const labels = (siteSelected: boolean) =>
  visibleMenuEntries(siteSelected).map((entry) => i18nProvider.translate(entry.label, entry.labelOptions));

describe('resource registry wiring', () => {
  it('registers every registry resource once, under its registry name', () => {
    expect(resourceModules.map((module) => module.name)).toEqual(resourceList.map((spec) => spec.name));
  });

  it('gives every resource with a menu entry a list screen', () => {
    for (const entry of menuEntries.filter((item) => !customPages.some((page) => page.path === item.path))) {
      const module = resourceModules.find((candidate) => `/${candidate.name}` === entry.path);
      expect(module?.list, entry.path).toBeDefined();
    }
  });

  it('gives every menu entry an icon, so the menu lines up', () => {
    expect(menuEntries.filter((entry) => !entry.icon).map((entry) => entry.path)).toEqual([]);
  });

  it('shows the five always-shown menu entries in the spec order', () => {
    expect(labels(false)).toEqual(['Przejazdy', 'Wydajność przewozów', 'Pracownicy', 'Aktywność', 'Naprawy', 'Miejsca i Dostawcy Paliwa']);
    expect(visibleMenuEntries(false).map((entry) => entry.path)).toEqual([
      '/rides',
      '/haul',
      '/employees',
      '/work-days',
      '/repairs',
      '/petrol-places-and-providers',
    ]);
  });

  it('adds the spec’s six site-dependent entries, then the fuel reports and the site report, once a site is selected', () => {
    expect(labels(true).slice(6)).toEqual([
      'Maszyny',
      'Materiały',
      'Miejsca',
      'Tankowania',
      'Cysterna',
      'Cysterna->Maszyna',
      'Bilans cysterny',
      'Spalanie maszyn',
      'Pomiary cysterny',
      'Anomalie paliwowe',
      'Raport budowy',
    ]);
    expect(visibleMenuEntries(true).slice(6).map((entry) => entry.path)).toEqual([
      '/vehicles',
      '/materials',
      '/places',
      '/fueling',
      '/tanker-fueling',
      '/vehicle-fueling',
      '/tanker-ledger',
      '/fuel-consumption',
      '/tanker-stock-counts',
      '/fuel-anomalies',
      '/site-report',
    ]);
  });

  it('derives list columns from the fields, joined names replacing references', () => {
    const columns = (name: string) => listColumns(resourceList.find((spec) => spec.name === name)!).map((column) => column.source);
    expect(columns('materials')).toEqual(['name']);
    expect(columns('vehicles')).toEqual(['fleet_number', 'registration_number', 'vehicle_model', 'vehicle_type', 'fuel_capacity', 'payload_tonnes']);
    expect(columns('employees')).toEqual(['first_name', 'last_name', 'pesel', 'is_foreigner', 'role_name', 'username']);
  });

  it('derives form fields: writable ones, the site of site-scoped resources taken from the selection', () => {
    const fields = (name: string) => formFields(resourceList.find((spec) => spec.name === name)!).map(([field]) => field);
    expect(fields('materials')).toEqual(['name']);
    expect(fields('sites')).toEqual(['name', 'start_date', 'length']);
    expect(fields('repairs')).toEqual(['person', 'vehicle', 'note']);
  });
});
