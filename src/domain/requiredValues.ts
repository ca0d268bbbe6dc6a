/**
 * What counts as a value not given and what a required field says when it is missing: shared by
 * the write validation (./validation) and the app's payloads, lists and messages, without the
 * validation's schemas (zod), so that the login and the lists load none of them.
 */
import type { FieldSpec } from './fields';

export const REQUIRED_MESSAGE = 'To pole jest wymagane.';
export const LOGIN_REQUIRED_MESSAGE = 'To pole jest wymagane!';

/** Empty strings and nulls count as "not given" (the app's payloads and reference checks read it too). */
export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export type WriteMode = 'create' | 'update';

export const isRequired = (spec: FieldSpec, mode: WriteMode) =>
  mode === 'create' ? Boolean(spec.required) : (spec.requiredOnUpdate ?? Boolean(spec.required));
