/** OpenAPI pieces every route module shares (the handlers validate with src/domain/validation). */

/** The `:id` of a record's path. */
export const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
};
