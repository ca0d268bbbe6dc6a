import { describe, expect, it } from 'vitest';
import { resources, type ResourceSpec } from './resources';
import { crossFieldErrors, fieldValueSchema, isValidPesel, REQUIRED_MESSAGE, validateResourceWrite, validateWrite } from './validation';

/** Validates some fields of a resource alone. */
const fieldsOf = (spec: ResourceSpec, body: Record<string, unknown>) =>
  validateWrite(Object.fromEntries(Object.keys(body).map((name) => [name, spec.fields[name]])), body, 'create');

describe('validation from the registry', () => {
  it('requires the spec fields, drops unknown and server-set ones, and normalises values', () => {
    const result = validateResourceWrite(
      resources['vehicle-fueling'],
      { vehicle: '3', tanker: 4, datetime: '2026-01-05T08:30:00+01:00', litres: '12.5', odometer_state: 100, extra: 'x' },
      'create',
    );
    expect(result).toEqual({
      ok: true,
      value: { vehicle: 3, tanker: 4, datetime: '2026-01-05T07:30:00.000Z', litres: 12.5, odometer_state: 100, latitude: null, longitude: null, photos: [] },
    });
    const repair = validateResourceWrite(resources.repairs, { person: 1, vehicle: 2, note: 'x', site: 5, datetime: 'x' }, 'create');
    // The workflow's fields are server-set; the phones may send photos (issue 15 §3), none here.
    expect(repair).toEqual({ ok: true, value: { person: 1, vehicle: 2, note: 'x', photos: [] } });
  });

  it('answers in Polish, field by field', () => {
    const result = validateResourceWrite(resources.fueling, { person: 'Jan', litres: -1, datetime: '31.12.2026' }, 'create');
    expect(result).toEqual({
      ok: false,
      errors: {
        person: ['Podaj identyfikator rekordu.'],
        vehicle: [REQUIRED_MESSAGE],
        datetime: ['Podaj poprawną datę i godzinę.'],
        litres: ['Wartość nie może być mniejsza niż 0.'],
        price_per_litre: [REQUIRED_MESSAGE],
        odometer_state: [REQUIRED_MESSAGE],
      },
    });
  });

  it('leaves absent optional fields alone on update and makes place coordinates required there', () => {
    expect(validateResourceWrite(resources.places, { name: 'Wykop' }, 'update')).toEqual({
      ok: false,
      errors: { latitude: [REQUIRED_MESSAGE], longitude: [REQUIRED_MESSAGE] },
    });
    expect(validateResourceWrite(resources.employees, { first_name: 'A', last_name: 'B', role: 1, site: 1, username: 'ab' }, 'update')).toEqual({
      ok: true,
      value: { first_name: 'A', last_name: 'B', role: 1, site: 1, username: 'ab' },
    });
  });

  it('checks a given PESEL: 11 digits and the check digit of the first ten', () => {
    expect(['44051401359', '02070803628', '85010112345'].map(isValidPesel)).toEqual([true, true, true]);
    expect(['44051401358', '4405140135', '440514013590', '4405140135a', ''].map(isValidPesel)).toEqual([false, false, false, false, false]);
    expect(fieldsOf(resources.employees, { pesel: '44051401358' })).toEqual({
      ok: false,
      errors: { pesel: ['Niepoprawny numer PESEL.'] },
    });
  });

  it('takes at most the decimals of a field step (litres, prices: 2) and rounds coordinates to 10', () => {
    expect(fieldsOf(resources.fueling, { litres: 55.555, price_per_litre: '6.49', odometer_state: 1.2345 })).toEqual({
      ok: false,
      errors: { litres: ['Podaj wartość z najwyżej 2 miejscami po przecinku.'] },
    });
    // eslint-disable-next-line no-loss-of-precision -- a number with more digits than a double holds, as a client may send
    expect(fieldsOf(resources['petrol-places'], { name: 'Moya', latitude: 51.946249808123456, longitude: '-15.51908885849999' })).toEqual({
      ok: true,
      value: { name: 'Moya', latitude: 51.9462498081, longitude: -15.5190888585 },
    });
  });

  it('says a text is too long in Polish grammar, and a pattern’s own message before its length', () => {
    const text = (maxLength: number) => ({ code: { type: 'string', label: 'Kod', maxLength } as const });
    expect(validateWrite(text(4), { code: 'ABCDE' }, 'create')).toEqual({ ok: false, errors: { code: ['Tekst jest za długi (maks. 4 znaki).'] } });
    expect(validateWrite(text(1), { code: 'AB' }, 'create')).toEqual({ ok: false, errors: { code: ['Tekst jest za długi (maks. 1 znak).'] } });
    expect(validateWrite(text(5), { code: 'ABCDEF' }, 'create')).toEqual({ ok: false, errors: { code: ['Tekst jest za długi (maks. 5 znaków).'] } });
    expect(validateWrite(text(12), { code: 'A'.repeat(13) }, 'create')).toEqual({ ok: false, errors: { code: ['Tekst jest za długi (maks. 12 znaków).'] } });
    expect(validateWrite(text(22), { code: 'A'.repeat(23) }, 'create')).toEqual({ ok: false, errors: { code: ['Tekst jest za długi (maks. 22 znaki).'] } });
    // Numer umowy: at most 20 characters, `UM/rrrr/nr`.
    expect(fieldsOf(resources.subcontractors, { contract_number: 'umowa nr 17 z listopada 2026' })).toEqual({
      ok: false,
      errors: { contract_number: ['Numer umowy ma postać UM/rrrr/nr, np. UM/2026/17.'] },
    });
  });

  it('says "Nie ma takiej daty." of a day the calendar has not, and asks for a date of what is none', () => {
    expect(fieldsOf(resources.sites, { start_date: '2026-02-31' })).toEqual({ ok: false, errors: { start_date: ['Nie ma takiej daty.'] } });
    expect(fieldsOf(resources.sites, { start_date: '2027-2-29' })).toEqual({ ok: false, errors: { start_date: ['Nie ma takiej daty.'] } });
    expect(fieldsOf(resources.sites, { start_date: '2028-02-29' })).toEqual({ ok: true, value: { start_date: '2028-02-29' } });
    expect(fieldsOf(resources.sites, { start_date: '2026-13-01' })).toEqual({ ok: false, errors: { start_date: ['Podaj poprawną datę (rrrr-mm-dd).'] } });
    // JavaScript alone would read this as 3 March.
    expect(fieldsOf(resources.fueling, { datetime: '2026-02-31T10:00' })).toEqual({ ok: false, errors: { datetime: ['Nie ma takiej daty.'] } });
    expect(fieldsOf(resources.fueling, { datetime: '2026-02-28T10:00:00Z' })).toEqual({ ok: true, value: { datetime: '2026-02-28T10:00:00.000Z' } });
  });

  it("answers a location point's values as the fields' schemas do, the forms checked without zod too", () => {
    const { fields } = resources['location-history'];
    const samples: Record<string, unknown[]> = {
      datetime: [
        '2026-11-28T10:00:00.000Z',
        '2026-02-31T10:00:00.000Z',
        '2026-02-29T10:00:00.000Z',
        '2028-02-29T23:59:59.999Z',
        '1969-12-31T23:59:59.999Z',
        '1970-01-01T00:00:00.000Z',
        '2200-12-31T23:59:59.999Z',
        '2201-01-01T00:00:00.000Z',
        '2026-11-28T10:00:00.000+',
        '2026-11-28T25:00:00.000Z',
        '2026-11-28 10:00:00.000Z',
        '2026-11-28T10:00:00Z',
        '2026-11-28T10:00:00+01:00',
        12,
      ],
      latitude: [51.12345678901234, 90, -90, 90.0000001, 0, -0.5, NaN, Infinity, '51.5', 1e300, true],
      longitude: [15.5, 180, -180, 180.01, '15.5', -15.51908885849999],
      speed: [0, 12.3, 12.34, -1, 500, 500.1, 1e13, '5', NaN, false],
      ignition: [true, false, 1, 0, 'true', 2, 'tak'],
      person: [1, 0, -3, 2_147_483_647, 2_147_483_648, 1.5, '3', 'x', Number.MAX_SAFE_INTEGER + 2],
      ride: [7, '7', 0],
    };
    for (const [name, values] of Object.entries(samples)) {
      for (const value of values) {
        const parsed = fieldValueSchema(fields[name as keyof typeof fields]).safeParse(value);
        const expected = parsed.success
          ? { ok: true, value: { [name]: parsed.data } }
          : { ok: false, errors: { [name]: parsed.error.issues.map((issue) => issue.message) } };
        expect([name, value, validateWrite({ [name]: fields[name as keyof typeof fields] }, { [name]: value }, 'update')]).toEqual([name, value, expected]);
      }
    }
    // …and the batch's common point whole.
    expect(validateWrite(fields, { datetime: '2026-11-28T10:00:00.000Z', latitude: 51.9, longitude: 15.5, speed: 42.5, ignition: true }, 'create')).toEqual({
      ok: true,
      value: { person: null, vehicle: null, ride: null, datetime: '2026-11-28T10:00:00.000Z', latitude: 51.9, longitude: 15.5, speed: 42.5, ignition: true },
    });
  });

  it('refuses a row whose tanker is its own vehicle', () => {
    const spec = resources['vehicle-fueling'];
    expect(crossFieldErrors(spec, { vehicle: 4, tanker: 4 })).toEqual({ tanker: ['Cysterna nie może tankować samej siebie.'] });
    expect(crossFieldErrors(spec, { vehicle: 3, tanker: 4 })).toBeNull();
    expect(crossFieldErrors(resources.fueling, { vehicle: 4, person: 4 })).toBeNull();
  });
});

describe('the rules of issue 14 (subcontractors use every one)', () => {
  const spec = resources.subcontractors;
  const valid = {
    site: 1,
    name: 'Ziemex',
    trade: 'earthworks',
    nip: '123-456-32-18',
    hourly_rate: '1 234,5',
    contract_from: '2026-11-01',
  };

  it('reads money exactly, in złoty, with a comma or a dot, and refuses a third decimal, a negative and too much', () => {
    expect(validateResourceWrite(spec, valid, 'create')).toMatchObject({ ok: true, value: { hourly_rate: 1234.5, nip: '1234563218' } });
    expect(fieldsOf(spec, { hourly_rate: '0,005' })).toEqual({ ok: false, errors: { hourly_rate: ['Podaj kwotę z najwyżej 2 miejscami po przecinku.'] } });
    expect(fieldsOf(spec, { hourly_rate: -1 })).toEqual({ ok: false, errors: { hourly_rate: ['Kwota nie może być ujemna.'] } });
    expect(fieldsOf(spec, { hourly_rate: 100_000_000.01 })).toEqual({ ok: false, errors: { hourly_rate: ['Kwota nie może być większa niż 100 000 000 zł.'] } });
    expect(fieldsOf(spec, { contract_value: '50 000 000,01' })).toEqual({
      ok: false,
      errors: { contract_value: ['Kwota nie może być większa niż 50 000 000 zł.'] },
    });
    expect(fieldsOf(spec, { hourly_rate: 'dużo' })).toEqual({ ok: false, errors: { hourly_rate: ['Podaj kwotę, np. 1 234,50.'] } });
  });

  it('takes a decimal with its scale and bounds', () => {
    expect(fieldsOf(spec, { rating: '4,5' })).toEqual({ ok: true, value: { rating: 4.5 } });
    expect(fieldsOf(spec, { rating: 4.55 })).toEqual({ ok: false, errors: { rating: ['Podaj wartość z najwyżej jednym miejscem po przecinku.'] } });
    expect(fieldsOf(spec, { rating: 5.1 })).toEqual({ ok: false, errors: { rating: ['Wartość nie może być większa niż 5.'] } });
  });

  it('keeps a tri-state boolean null when not given, a plain one false', () => {
    const { value } = validateResourceWrite(spec, valid, 'create') as { value: Record<string, unknown> };
    expect(value).toMatchObject({ vat_payer: null, insured: false, materials: [] });
    expect(validateResourceWrite(spec, { ...valid, vat_payer: false }, 'create')).toMatchObject({ value: { vat_payer: false } });
    expect(validateWrite({ vat_payer: spec.fields.vat_payer }, { vat_payer: null }, 'update')).toEqual({ ok: true, value: { vat_payer: null } });
    expect(validateWrite({ vat_payer: spec.fields.vat_payer }, {}, 'update')).toEqual({ ok: true, value: {} });
    expect(fieldsOf(spec, { vat_payer: 'może' })).toEqual({ ok: false, errors: { vat_payer: ['Podaj wartość tak, nie lub brak.'] } });
  });

  it('checks named formats and patterns with Polish messages and stores the normal form', () => {
    expect(
      fieldsOf(spec, {
        nip: '123-456-32-19',
        regon: '123456784',
        owner_pesel: '44051401358',
        email: 'biuro@',
        phone: '12345',
        vehicle_plate: 'X 1',
        contract_number: 'UM-2026-17',
      }),
    ).toEqual({
      ok: false,
      errors: {
        nip: ['Niepoprawny numer NIP (10 cyfr z poprawną cyfrą kontrolną).'],
        regon: ['Niepoprawny numer REGON (9 lub 14 cyfr z poprawną cyfrą kontrolną).'],
        owner_pesel: ['Niepoprawny numer PESEL.'],
        email: ['Niepoprawny adres e-mail.'],
        phone: ['Podaj numer telefonu: 9 cyfr, opcjonalnie z +48.'],
        vehicle_plate: ['Niepoprawny numer rejestracyjny (np. FZI 13RS).'],
        contract_number: ['Numer umowy ma postać UM/rrrr/nr, np. UM/2026/17.'],
      },
    });
    expect(
      fieldsOf(spec, { regon: '12345678500010', owner_pesel: '44051401359', phone: '600-100-200', vehicle_plate: 'fzi 13rs', contract_number: 'UM/2026/17' }),
    ).toEqual({
      ok: true,
      value: { regon: '12345678500010', owner_pesel: '44051401359', phone: '+48 600 100 200', vehicle_plate: 'FZI 13RS', contract_number: 'UM/2026/17' },
    });
  });

  it('checks `after` on the values given, and on the whole row as it will be stored', () => {
    expect(validateResourceWrite(spec, { ...valid, contract_until: '2026-10-31' }, 'create')).toEqual({
      ok: false,
      errors: { contract_until: ['Koniec umowy musi być po jej początku.'] },
    });
    expect(validateResourceWrite(spec, { ...valid, contract_until: '2026-11-01' }, 'create')).toMatchObject({ ok: false });
    expect(validateResourceWrite(spec, { ...valid, contract_until: '2026-11-02' }, 'create')).toMatchObject({ ok: true });
    // An update giving only the start: the stored end decides.
    expect(crossFieldErrors(spec, { contract_from: '2027-01-01', contract_until: '2026-12-31' })).toEqual({
      contract_until: ['Koniec umowy musi być po jej początku.'],
    });
    expect(crossFieldErrors(spec, { contract_from: '2027-01-01', contract_until: null })).toBeNull();
  });

  it('takes a multi-reference as distinct ascending ids, never computed values, and attachment ids or refs in the order given', () => {
    expect(fieldsOf(spec, { materials: [3, '1', 3] })).toEqual({ ok: true, value: { materials: [1, 3] } });
    expect(fieldsOf(spec, { materials: [0] })).toEqual({ ok: false, errors: { materials: ['Wybierz rekordy z listy.'] } });
    expect(fieldsOf(spec, { materials: 'x' })).toMatchObject({ ok: false });
    expect(fieldsOf(spec, { contract_scan: [{ id: 7, name: 'umowa.pdf' }, 5] })).toEqual({ ok: true, value: { contract_scan: [7, 5] } });
    expect(validateResourceWrite(spec, { ...valid, days_left: 3 }, 'create')).toMatchObject({ ok: true, value: expect.not.objectContaining({ days_left: 3 }) });
  });
});
