import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { messages, i18nProvider } from './i18nProvider';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) => (child !== null && typeof child === 'object' ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`]));

const lookup = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);

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

  it('write counted nouns in their Polish plural forms (1, 2–4, 5+)', () => {
    const t = i18nProvider.translate;
    expect([1, 3, 5, 22].map((loads) => t('sat.siteReport.tonnesOf', { tonnes: '12,5', smart_count: loads }))).toEqual([
      '12,5 t (z 1 kursu o znanej ładowności)',
      '12,5 t (z 3 kursów o znanej ładowności)',
      '12,5 t (z 5 kursów o znanej ładowności)',
      '12,5 t (z 22 kursów o znanej ładowności)',
    ]);
    expect(t('sat.haul.tonnesOf', { loads: 1, smart_count: 1 })).toBe('z 1 z 1 kursu (pojazdy ze znaną ładownością)');
    expect(t('sat.haul.tonnesOf', { loads: 3, smart_count: 12 })).toBe('z 3 z 12 kursów (pojazdy ze znaną ładownością)');
    expect([1, 2, 5].map((count) => t('sat.archive.confirmText', { smart_count: count }))).toEqual([
      'Zarchiwizować 1 wiersz? Zniknie z list i wyboru, dopóki nie zostanie przywrócony.',
      'Zarchiwizować 2 wiersze? Znikną z list i wyboru, dopóki nie zostaną przywrócone.',
      'Zarchiwizować 5 wierszy? Znikną z list i wyboru, dopóki nie zostaną przywrócone.',
    ]);
    // An import's progress: the numbers as formatDecimal groups them (a no-break space from four digits on).
    expect(t('sat.import.checkedRows', { done: '4\u00a0250', rows: '10\u00a0000', smart_count: 10_000 })).toBe('Sprawdzanie: 4\u00a0250 z 10\u00a0000 wierszy');
    expect(t('sat.import.importedRows', { done: '0', rows: '1', smart_count: 1 })).toBe('Importowanie: 0 z 1 wiersza');
    expect(t('sat.import.importedRows', { done: '1', rows: '3', smart_count: 3 })).toBe('Importowanie: 1 z 3 wierszy');
  });

  it('is Polish by default', () => {
    expect(i18nProvider.getLocale()).toBe('pl');
  });
});
