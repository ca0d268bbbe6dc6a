/** A form's or request's errors: each field's messages (a leaf module, so that anything may name the type). */
export type FieldErrors = Record<string, string[]>;
