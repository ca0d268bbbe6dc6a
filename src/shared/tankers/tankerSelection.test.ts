import { describe, expect, it } from 'vitest';
import { selectedTanker } from './tankerSelection';

const tankers = [
  { id: 4, registration_number: 'WGR 201K' },
  { id: 9, registration_number: 'WGR 202K' },
];

describe('tanker selection', () => {
  it('preselects the first tanker', () => {
    expect(selectedTanker(tankers, undefined)?.id).toBe(4);
  });

  it('keeps the tanker the user picked', () => {
    expect(selectedTanker(tankers, 9)?.id).toBe(9);
  });

  it('falls back to the first tanker when the picked one is gone', () => {
    expect(selectedTanker(tankers, 77)?.id).toBe(4);
  });

  it('shows none when the user cleared the selector or there are no tankers', () => {
    expect(selectedTanker(tankers, null)).toBeNull();
    expect(selectedTanker([], undefined)).toBeNull();
    expect(selectedTanker([], 9)).toBeNull();
  });
});
