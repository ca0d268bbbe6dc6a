import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { messages, i18nProvider } from './i18nProvider';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    child !== null && typeof child === 'object' ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const lookup = (path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);

describe('Polish messages', () => {
  it('translate every react-admin key', () => {
    const missing = keysOf(englishMessages).filter((key) => typeof lookup(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('use the spec strings', () => {
    const t = i18nProvider.translate;
    expect(t('ra.validation.required')).toBe('To pole jest wymagane.');
    expect(t('ra.action.select_columns')).toBe('Kolumny');
    expect(t('ra.message.are_you_sure')).toBe('Czy jesteś pewien?');
    expect(t('sat.login.required')).toBe('To pole jest wymagane!');
    expect(t('sat.table.selection', { selected: 2, total: 15 })).toBe('Zaznaczono 2 z 15 wierszy');
    expect(t('resources.sites.messages.createPending')).toBe('Dodawanie budowy...');
  });

  it('name resources with Polish plurals from the registry', () => {
    const t = i18nProvider.translate;
    expect(t('resources.materials.name', { smart_count: 1 })).toBe('Materiał');
    expect(t('resources.materials.name', { smart_count: 2 })).toBe('Materiały');
    expect(t('resources.vehicles.fields.fleet_number')).toBe('Numer boczny');
    expect(t('resources.vehicles.choices.vehicle_type.TANK')).toBe('Cysterna');
    expect(t('resources.employees.fields.role_name')).toBe('Rola');
  });

  it('is Polish by default', () => {
    expect(i18nProvider.getLocale()).toBe('pl');
  });
});
