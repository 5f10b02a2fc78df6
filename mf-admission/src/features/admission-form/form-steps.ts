// The step machine of the admission form, pure: which step is open and which steps were passed. Moving back is
// always allowed; moving forward crosses only steps without errors and stops at the first one that has some.
// Each step is validated on its own (validateStep): the whole form is checked only when it is submitted.
import { ValidationError, type AnyObjectSchema } from 'yup';
import { setIn } from 'formik';

export interface StepsState {
  step: number;
  /** Steps left without errors, in order. */
  passed: readonly number[];
}

/** The fields with an error, per step id; a step that is not listed has none. */
export type StepErrors = Readonly<Record<number, readonly string[]>>;

export type StepsAction =
  /** Move to `target`, with the errors of the steps on the way (the open one included). */
  | { type: 'go'; target: number; errors: StepErrors }
  /** Open a step that needs attention (a server error, a failed submit), without passing any. */
  | { type: 'show'; step: number };

export function initialSteps(step: number): StepsState {
  return { step, passed: Array.from({ length: Math.max(0, step - 1) }, (_, i) => i + 1) };
}

const pass = (passed: readonly number[], step: number) =>
  passed.includes(step) ? passed : [...passed, step].sort((a, b) => a - b);

/** The first step between the open one and `target` (not included) that has errors, or null. */
export function blockingStep(state: StepsState, target: number, errors: StepErrors): number | null {
  for (let s = state.step; s < target; s += 1) if (errors[s]?.length) return s;
  return null;
}

export function stepsReducer(state: StepsState, action: StepsAction): StepsState {
  if (action.type === 'show') return { ...state, step: action.step };
  const { target, errors } = action;
  if (target <= state.step) {
    const passed = errors[state.step]?.length ? state.passed : pass(state.passed, state.step);
    return { step: target, passed };
  }
  let passed = state.passed;
  for (let s = state.step; s < target; s += 1) {
    if (errors[s]?.length) return { step: s, passed };
    passed = pass(passed, s);
  }
  return { step: target, passed };
}

const picked = new WeakMap<AnyObjectSchema, Map<string, AnyObjectSchema>>();

/** The part of the schema that holds these fields (their top-level keys), made once per list. */
function partOf(schema: AnyObjectSchema, fields: readonly string[]): AnyObjectSchema {
  const keys = [...new Set(fields.map((f) => f.split('.')[0] as string))].filter((k) => k in schema.fields);
  const id = keys.join(',');
  let cache = picked.get(schema);
  if (!cache) {
    cache = new Map();
    picked.set(schema, cache);
  }
  let part = cache.get(id);
  if (!part) {
    part = schema.pick(keys) as AnyObjectSchema;
    cache.set(id, part);
  }
  return part;
}

/**
 * Validates only these fields of the values: { field: first message } of those that fail. One pass over the part
 * of the schema that holds them; their rules still see every other value (a rule that depends on another field).
 */
export async function validateFields(
  schema: AnyObjectSchema,
  values: object,
  fields: readonly string[],
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  try {
    await partOf(schema, fields).validate(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const e of error.inner.length ? error.inner : [error]) {
      const path = (e.path ?? '').replace(/\[(\d+)\]$/, '');
      const field = fields.find((f) => path === f || path.startsWith(`${f}.`) || path.startsWith(`${f}[`));
      if (field && !(field in out)) out[field] = e.errors[0] ?? e.message;
    }
  }
  return out;
}

/** The same messages as formik wants them (nested for 'intermediate.subject'). */
export function toFormikErrors(messages: Record<string, string>): object {
  let errors: object = {};
  for (const [field, message] of Object.entries(messages)) errors = setIn(errors, field, message);
  return errors;
}
