import { describe, expect, it } from 'vitest';
import { csvRow } from './csv';

describe('CSV rows', () => {
  it('separate fields with semicolons and end with CRLF', () => {
    expect(csvRow(['Jan', 'Kowalski', 12.5, null])).toBe('Jan;Kowalski;12.5;\r\n');
  });

  it('quote only fields holding a separator, a quote or a line break', () => {
    expect(csvRow(['Żwir 0-31,5', 'a;b', 'powiedział "stop"', 'dwie\nlinie'])).toBe(
      'Żwir 0-31,5;"a;b";"powiedział ""stop""";"dwie\nlinie"\r\n',
    );
  });
});
