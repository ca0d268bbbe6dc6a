// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { currentLanguage, messages, setLanguage } from '.';

describe('the language switch', () => {
  it('shows the chosen language at once, keeps the choice on the phone and marks the page for screen readers', () => {
    expect(currentLanguage()).toBe('pl');
    setLanguage('uk');
    expect(messages.workDay.start).toBe('Почати роботу');
    expect(messages.queue.title(2)).toBe('До відправлення (2)');
    expect(localStorage.getItem('sat-field-language')).toBe('uk');
    expect(document.documentElement.lang).toBe('uk');
    setLanguage('pl');
    expect(messages.workDay.start).toBe('Rozpocznij pracę');
  });
});
