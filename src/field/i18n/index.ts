/** The field app's messages: Polish for now (a person's language choice picks another file later). */
import { pl, type FieldMessages } from './pl';

export const messages: FieldMessages = pl;
