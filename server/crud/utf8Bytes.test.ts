import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8Bytes';

describe('utf8Bytes', () => {
  it('writes the bytes Buffer.from writes, short and long, again and again', () => {
    const row = '{"name":"Zdzisław Wąsowski","note":"😀 \u2028 \\"x\\"","lone":"\ud800"},';
    for (const text of ['', 'abc', row, row.repeat(100), 'ascii only '.repeat(1000), row.repeat(3000), 'ż'.repeat(1 << 20), 'a'.repeat((1 << 20) + 1)]) {
      const bytes = utf8Bytes(text);
      expect(bytes.equals(Buffer.from(text))).toBe(true);
      expect(bytes.toString('utf8')).toBe(Buffer.from(text).toString('utf8'));
    }
  });

  it('gives each answer bytes of its own', () => {
    const first = utf8Bytes('ł'.repeat(5000));
    const second = utf8Bytes('x'.repeat(6000));
    expect(first.toString()).toBe('ł'.repeat(5000));
    expect(second.toString()).toBe('x'.repeat(6000));
  });
});
