// The office console's form messages, without yup: their Hindi (errors/rule-messages.ts) is on every page.
export const STAFF_PASSWORD_MIN = 10;

export const STAFF_FORM_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  session: 'Write the session as 2025-26',
  role: 'Choose one of the listed roles',
  passwordLength: `The password needs at least ${STAFF_PASSWORD_MIN} characters`,
  passwordMix: 'The password needs letters and digits',
  passwordMatch: 'Passwords do not match',
  reason: 'Write the reason the student will read (at most 500 characters)',
  fee: 'Enter the admission fee in rupees, more than 0 and at most 1,00,000',
  seats: 'Enter the number of seats (0 to 10,000)',
} as const;
