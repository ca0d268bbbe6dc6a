import { describe, expect, it } from 'vitest';
import { isValidPesel, normalizeEmail, normalizeNip, normalizePhone, normalizePlate, normalizeRegistration, normalizeRegon } from './identifiers';

describe('named formats', () => {
  it('reads a NIP with dashes or spaces as its 10 digits, with the mod-11 check digit', () => {
    expect(normalizeNip('123-456-32-18')).toBe('1234563218');
    expect(normalizeNip('123 456 32 18')).toBe('1234563218');
    expect(normalizeNip('1234563218')).toBe('1234563218');
    // Wrong check digit, a check sum of 10 (never valid), too short, letters.
    expect(['123-456-32-19', '1234567890', '123456321', '12345632a8'].map(normalizeNip)).toEqual([null, null, null, null]);
  });

  it('reads a REGON of 9 or 14 digits, each with its check digit', () => {
    expect(normalizeRegon('123456785')).toBe('123456785');
    expect(normalizeRegon('123-456-785')).toBe('123456785');
    expect(normalizeRegon('12345678500010')).toBe('12345678500010');
    expect(['123456784', '12345678500011', '1234567850001', '12345678'].map(normalizeRegon)).toEqual([null, null, null, null]);
  });

  it('checks a PESEL: 11 digits, the weighted check digit', () => {
    expect(['44051401359', '02070803628'].map(isValidPesel)).toEqual([true, true]);
    expect(['44051401358', '4405140135'].map(isValidPesel)).toEqual([false, false]);
  });

  it('stores a Polish phone number with +48, a mobile in three groups of three, a landline after its area code', () => {
    expect(normalizePhone('600100200')).toBe('+48 600 100 200');
    expect(normalizePhone('+48 600-100-200')).toBe('+48 600 100 200');
    expect(normalizePhone('512 345 678')).toBe('+48 512 345 678');
    expect(normalizePhone('+48 42 630 11 22')).toBe('+48 42 630 11 22');
    expect(normalizePhone('426301122')).toBe('+48 42 630 11 22');
    expect(normalizePhone('0048 (22) 612 34 56')).toBe('+48 22 612 34 56');
    expect(normalizePhone('800 123 456')).toBe('+48 800 123 456');
    expect(['60010020', '+49 600100200', '600 100 200 1', 'tel. 600100200'].map(normalizePhone)).toEqual([null, null, null, null]);
  });

  it('stores a machine registration number upper case with single spaces, whatever its layout', () => {
    expect(normalizeRegistration('fz 1234a')).toBe('FZ 1234A');
    expect(normalizeRegistration(' wgr   7k21 ')).toBe('WGR 7K21');
    expect(normalizeRegistration('b-ab 1234')).toBe('B-AB 1234');
    expect(normalizeRegistration('łd 12345')).toBe('ŁD 12345');
    expect(['WGR/1234', '-WGR 1', 'WGR_1', ''].map(normalizeRegistration)).toEqual([null, null, null, null]);
  });

  it('stores a registration plate upper case, keeping the one space after the district', () => {
    expect(normalizePlate('fzi  13rs')).toBe('FZI 13RS');
    expect(normalizePlate('EP 99H03')).toBe('EP 99H03');
    expect(normalizePlate('wgr1234k')).toBe('WGR1234K');
    expect(['F 12345', 'FZI 13', 'FZI 13RSXYZ', 'FZIA 13RS', 'FZ ABCD', 'FZI 13 RS'].map(normalizePlate)).toEqual([null, null, null, null, null, null]);
  });

  it('takes an e-mail address with one @ and a dotted domain', () => {
    expect(normalizeEmail('biuro@ziemex.pl')).toBe('biuro@ziemex.pl');
    expect(['biuro@ziemex', 'biuro ziemex@x.pl', '@ziemex.pl', 'a@@b.pl'].map(normalizeEmail)).toEqual([null, null, null, null]);
  });
});
