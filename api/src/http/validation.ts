// Request checks shared by the routes: a JSON schema for shapes (400) and the shared yup schemas for rules (422).
import type { AnyObjectSchema, InferType } from 'yup';
import { apiErrorText, fieldMessage, validatePayload } from '@college/shared-types';
import { HttpError } from '../plugins/errors';

/** Message of a 422 answer; the details are in `errors`, one list per field. */
export const FIX_FIELDS = 'Please correct the highlighted fields.';

/**
 * A JSON body of text fields only: wrong types and unknown fields are refused with a 400 before the rules
 * run. Fields are not marked required here, so a missing field gets the friendlier rule message (422).
 */
export function textBody(fields: Record<string, number>) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.entries(fields).map(([k, max]) => [k, { type: 'string', maxLength: max }])),
  } as const;
}

/** The cleaned values of a payload, or a 422 HttpError with the field errors. */
export function checkRules<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  extra?: Record<string, unknown>,
  message = FIX_FIELDS,
): InferType<S> {
  const result = validatePayload(schema, input ?? {});
  if (!result.ok) {
    const first = Object.values(result.errors)[0]?.[0];
    // When one rule fails, its own text is the clearest message (e.g. 'Please fill all fields').
    const single = Object.keys(result.errors).length === 1 && first ? first : message;
    const hi = single === message ? apiErrorText('validation_failed', 'hi') : fieldMessage(single).hi;
    throw new HttpError(422, single, result.errors, { ...extra, code: 'validation_failed', message_hi: hi });
  }
  return result.value;
}
