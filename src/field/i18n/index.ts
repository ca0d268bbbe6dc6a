/**
 * The field app's messages in the person's language (PL or UK, chosen in the app and kept on the
 * phone). `messages` holds the chosen language's texts (switching replaces them in place): a
 * component reads it while rendering, and the app renders again when the person switches.
 */
import { pl, type FieldMessages } from './pl';
import { uk } from './uk';

export const LANGUAGES = { pl, uk } as const;
export type Language = keyof typeof LANGUAGES;

const LANGUAGE = 'sat-field-language';

const stored = (): Language => (localStorage.getItem(LANGUAGE) === 'uk' ? 'uk' : 'pl');

let language: Language = stored();

export const messages: FieldMessages = { ...LANGUAGES[language] };

export const currentLanguage = (): Language => language;

export function setLanguage(chosen: Language): void {
  language = chosen;
  Object.assign(messages, LANGUAGES[chosen]);
  localStorage.setItem(LANGUAGE, chosen);
  document.documentElement.lang = chosen;
}

document.documentElement.lang = language;
