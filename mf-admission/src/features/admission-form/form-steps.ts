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

/** Validates only these fields of the values against the schema: { field: first message } of those that fail. */
export async function validateFields(
  schema: AnyObjectSchema,
  values: object,
  fields: readonly string[],
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await Promise.all(
    fields.map(async (field) => {
      try {
        await schema.validateAt(field, values);
      } catch (error) {
        // A field the schema does not hold (a file chosen outside the values) has no rule here.
        if (error instanceof ValidationError) out[field] = error.errors[0] ?? error.message;
      }
    }),
  );
  return out;
}

/** The same messages as formik wants them (nested for 'intermediate.subject'). */
export function toFormikErrors(messages: Record<string, string>): object {
  let errors: object = {};
  for (const [field, message] of Object.entries(messages)) errors = setIn(errors, field, message);
  return errors;
}
