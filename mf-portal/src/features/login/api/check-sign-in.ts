// The shared sign-in rules (yup), in their own chunk: the login page downloads them when the student first
// presses Login, not with the page.
import { signInSchema, validatePayload } from '@college/shared-types';

export function checkSignIn(values: { email: string; password: string }) {
  return validatePayload(signInSchema, values);
}
