/** Polish everywhere: ra-language-polish, completed for react-admin 5, merged with the app's messages. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import polishMessages from 'ra-language-polish';
import { mergeTranslations, type TranslationMessages } from 'ra-core';
import { appMessages } from './appMessages';
import { raPolishCompletions } from './raPolishCompletions';

export const messages: TranslationMessages = mergeTranslations(polishMessages, raPolishCompletions, appMessages);

export const i18nProvider = polyglotI18nProvider(() => messages, 'pl', [{ locale: 'pl', name: 'Polski' }], {
  allowMissing: false,
});
