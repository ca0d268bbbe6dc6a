import { describe, expect, it } from 'vitest';
import type { Access } from '../domain/access';
import { resourceList } from '../domain/resources';
import { formFields } from '../registry-ui/formFields';
import { listColumns } from '../registry-ui/listColumns';
import { i18nProvider } from '../i18n/i18nProvider';
import { menuEntries, visibleMenuEntries, type MenuEntry } from '../layout/menuEntries';
import { menuIcons } from '../registry-ui/menuIcons';
import { pages } from '../pages';
import { resourceModules } from '.';

const ADMINISTRATOR: Access = { role: 'administrator', sites: null };
const label = (entry: MenuEntry) => i18nProvider.translate(entry.label, entry.labelOptions);

/**
 * The spec's menu (§2 "Dashboard layout"): these entries in this order. Other screens (reports,
 * resources added later) may sit between and after them, so adding one needs no edit here.
 */
const SPEC_ALWAYS = [
  ['/rides', 'Przejazdy'],
  ['/employees', 'Pracownicy'],
  ['/work-days', 'Aktywność'],
  ['/repairs', 'Naprawy'],
  ['/petrol-places-and-providers', 'Miejsca i Dostawcy Paliwa'],
];
const SPEC_SITE = [
  ['/vehicles', 'Maszyny'],
  ['/materials', 'Materiały'],
  ['/places', 'Miejsca'],
  ['/fueling', 'Tankowania'],
  ['/tanker-fueling', 'Cysterna'],
  ['/vehicle-fueling', 'Cysterna->Maszyna'],
];
/** The visible entries the spec names, as [path, label], in menu order. */
const specEntriesShown = (siteSelected: boolean, spec: string[][]) =>
  visibleMenuEntries(siteSelected, ADMINISTRATOR)
    .filter((entry) => spec.some(([path]) => path === entry.path))
    .map((entry) => [entry.path, label(entry)]);

describe('resource registry wiring', () => {
  it('registers every registry resource once, under its registry name', () => {
    expect(resourceModules.map((module) => module.name)).toEqual(resourceList.map((spec) => spec.name));
  });

  it('gives every resource with a menu entry a list screen', () => {
    for (const entry of menuEntries.filter((item) => !pages.some((page) => page.path === item.path))) {
      const module = resourceModules.find((candidate) => `/${candidate.name}` === entry.path);
      expect(module?.list, entry.path).toBeDefined();
    }
  });

  it('gives every menu entry a path of its own, a Polish label, an icon (so the menu lines up) and a place', () => {
    expect(new Set(menuEntries.map((entry) => entry.path)).size).toBe(menuEntries.length);
    for (const entry of menuEntries) {
      expect(label(entry), entry.path).not.toBe(entry.label);
      expect(label(entry), entry.path).not.toBe('');
      expect(entry.icon, entry.path).toBeDefined();
      expect(['always', 'site'], entry.path).toContain(entry.section);
      expect(Number.isFinite(entry.order), entry.path).toBe(true);
    }
  });

  it('gives every registry entry the icon its declaration names', () => {
    for (const spec of resourceList.filter((candidate) => candidate.menu)) {
      const entry = menuEntries.find((candidate) => candidate.path === `/${spec.name}`);
      expect(spec.menu?.icon, spec.name).toBeDefined();
      expect(entry?.icon, spec.name).toBe(menuIcons[spec.menu!.icon!]);
    }
  });

  it('shows the spec’s five always-shown entries in the spec order while no site is selected', () => {
    expect(specEntriesShown(false, SPEC_ALWAYS)).toEqual(SPEC_ALWAYS);
    expect(specEntriesShown(false, SPEC_SITE)).toEqual([]);
    expect(visibleMenuEntries(false, ADMINISTRATOR).every((entry) => entry.section === 'always')).toBe(true);
  });

  it('adds the spec’s six site-dependent entries in the spec order, after the always-shown ones, once a site is selected', () => {
    expect(specEntriesShown(true, SPEC_ALWAYS)).toEqual(SPEC_ALWAYS);
    expect(specEntriesShown(true, SPEC_SITE)).toEqual(SPEC_SITE);
    const sections = visibleMenuEntries(true, ADMINISTRATOR).map((entry) => entry.section);
    expect(sections.slice(sections.indexOf('site'))).not.toContain('always');
  });

  it('shows the entries for administrators (the change history) to administrators only', () => {
    const paths = (access: Access) => visibleMenuEntries(true, access).map((entry) => entry.path);
    expect(paths(ADMINISTRATOR)).toContain('/history');
    for (const role of ['site_manager', 'office'] as const) {
      expect(paths({ role, sites: [1] }), role).not.toContain('/history');
      expect(paths({ role, sites: null }), role).toEqual(expect.arrayContaining(['/rides', '/materials', '/repairs']));
    }
  });

  it('derives list columns from the fields, joined names replacing references', () => {
    const columns = (name: string) => listColumns(resourceList.find((spec) => spec.name === name)!).map((column) => column.source);
    expect(columns('materials')).toEqual(['name']);
    expect(columns('vehicles')).toEqual([
      'fleet_number',
      'registration_number',
      'vehicle_model',
      'vehicle_type',
      'fuel_capacity',
      'payload_tonnes',
      'photo',
      'expired_documents',
      'check_faults',
    ]);
    expect(columns('employees')).toEqual(['first_name', 'last_name', 'pesel', 'is_foreigner', 'role_name', 'username', 'expired_documents']);
  });

  it('derives form fields: writable ones, the site of site-scoped resources taken from the selection', () => {
    const fields = (name: string) => formFields(resourceList.find((spec) => spec.name === name)!).map(([field]) => field);
    expect(fields('materials')).toEqual(['name']);
    expect(fields('sites')).toEqual(['name', 'start_date', 'length', 'boundary']);
    expect(fields('repairs')).toEqual(['person', 'vehicle', 'note']);
  });
});
