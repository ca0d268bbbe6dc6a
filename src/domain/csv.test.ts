import { describe, expect, it } from 'vitest';
import { csvField, csvNumber, csvRow, csvText, csvTextField } from './csv';

describe('CSV rows', () => {
  it('separate fields with semicolons and end with CRLF', () => {
    expect(csvRow([csvText('Jan'), csvText('Kowalski'), csvNumber(12.5), csvText(null)])).toBe('Jan;Kowalski;12,5;\r\n');
  });

  it('quote only fields holding a separator, a quote or a line break', () => {
    expect(csvRow(['Żwir 0-31,5', 'a;b', 'powiedział "stop"', 'dwie\nlinie'].map(csvText))).toBe('Żwir 0-31,5;"a;b";"powiedział ""stop""";"dwie\nlinie"\r\n');
  });

  it.each(['=1+2', '+48 600 100 200', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('neutralise text starting like a formula (OWASP): %j', (text) => {
    expect(csvText(text)).toBe(`'${text}`);
  });

  it('quote a neutralised cell that holds a line break or a separator', () => {
    expect(csvRow([csvText('\r=1+2'), csvText('=A1;B1')])).toBe(`"'\r=1+2";"'=A1;B1"\r\n`);
  });

  it('keep numbers numbers, negative and decimal ones too, with a decimal comma', () => {
    expect([-3.5, 0.01, 12000, -7].map(csvNumber)).toEqual(['-3,5', '0,01', '12000', '-7']);
    expect(csvNumber(null)).toBe('');
    expect(csvText('Jan-Kowalski')).toBe('Jan-Kowalski');
  });

  it('write a text field in one step exactly as a neutralised, quoted cell', () => {
    const texts = ['Jan', '', 'Żwir 0-31,5', 'a;b', 'powiedział "stop"', 'dwie\nlinie', '=1+2', '-2', '\r=1+2', '=A1;B1', '@"x"', 'x=1', 'a-b'];
    for (const text of texts) expect(csvTextField(text)).toBe(csvField(csvText(text)));
    expect([csvTextField(null), csvTextField(undefined), csvTextField(12)]).toEqual(['', '', '12']);
  });
});
