import { describe, expect, it } from 'vitest';
import { outcomeOf } from './outcome';

const inProgress = { detail: 'Żądanie z tym kluczem Idempotency-Key jest jeszcze przetwarzane. Spróbuj ponownie za chwilę.', code: 'idempotency_in_progress' };

describe('outcomeOf', () => {
  it('takes an action off the queue once the server has it, a replay included', () => {
    expect(outcomeOf(201)).toBe('sent');
    expect(outcomeOf(200)).toBe('sent');
  });

  it('keeps the queue for a new sign-in on 401, and retries a key still in progress (by its code) or a failing server', () => {
    expect(outcomeOf(401)).toBe('signedOut');
    expect(outcomeOf(409, inProgress)).toBe('retry');
    expect(outcomeOf(503)).toBe('retry');
    expect(outcomeOf(429)).toBe('retry');
  });

  it('lists every other refusal for the person, a conflict of the day included, whatever its text says', () => {
    expect(outcomeOf(409, { detail: 'Dzień pracy jest już rozpoczęty.' })).toBe('refused');
    // A conflict naming the header without the code is not the one in progress.
    expect(outcomeOf(409, { detail: inProgress.detail })).toBe('refused');
    expect(outcomeOf(409)).toBe('refused');
    expect(outcomeOf(400)).toBe('refused');
    expect(outcomeOf(403)).toBe('refused');
    expect(outcomeOf(422, { detail: 'Ten klucz Idempotency-Key został już użyty dla innego żądania.' })).toBe('refused');
  });
});
