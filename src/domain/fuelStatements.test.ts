import { describe, expect, it } from 'vitest';
import { productKind, proposedColumns, transactionKey } from './fuelStatements';

describe('fuel statements', () => {
  it('keeps diesel and petrol as fuel, AdBlue apart and leaves other products out', () => {
    expect(['ON', 'Olej napędowy', 'Efecta Diesel', 'Pb95', 'PB 98', 'Benzyna 95', 'LPG', 'Verva ON'].map(productKind)).toEqual(Array(8).fill('fuel'));
    expect(['AdBlue', 'Ad Blue 10l', 'ADBLUE'].map(productKind)).toEqual(['adblue', 'adblue', 'adblue']);
    expect(['Myjnia', 'Kawa', 'Płyn do spryskiwaczy'].map(productKind)).toEqual(['other', 'other', 'other']);
  });

  it("proposes the columns from an issuer's usual headers", () => {
    expect(proposedColumns(['Data transakcji', 'Nr karty', 'Nr rej.', 'Towar', 'Ilość', 'Kwota brutto', 'Uwagi'])).toMatchObject({
      datetime: 'Data transakcji',
      card_number: 'Nr karty',
      plate: 'Nr rej.',
      product: 'Towar',
      litres: 'Ilość',
      amount_gross: 'Kwota brutto',
      unit_price: null,
    });
  });

  it('keys a transaction by card, time, litres and amount whatever the spaces of the card', () => {
    const row = { card_number: '7077 1234', plate: null, datetime: '2026-10-05T05:30:00.000Z', litres: 120.5, amount: 782.05 };
    expect(transactionKey(row)).toBe(transactionKey({ ...row, card_number: '70771234' }));
    expect(transactionKey(row)).not.toBe(transactionKey({ ...row, litres: 120.4 }));
  });
});
