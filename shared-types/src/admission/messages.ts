// The admission form's messages, without yup: their Hindi (errors/rule-messages.ts) is on every page.
import { PASSING_YEARS } from './catalogue';

export const ADMISSION_MESSAGES = {
  required: 'This field is required',
  course: 'Choose a course from the list',
  email: 'Enter a valid email address',
  aadhar: 'Aadhaar number must be exactly 12 digits',
  mobile: 'Enter a 10 digit mobile number without +91',
  pincode: 'Pincode must be 6 digits',
  dob: 'Enter a valid date of birth (YYYY-MM-DD)',
  year: `Passing year must be between ${PASSING_YEARS[0]} and ${PASSING_YEARS[PASSING_YEARS.length - 1]}`,
  intermediateYear: 'Intermediate year must be after the high school year',
  marks: 'Enter marks as a number',
  maxmarks: 'Maximum marks must be more than 0',
  obtmarks: 'Obtained marks cannot be more than maximum marks',
  percentage: 'Percentage must be obtained / maximum × 100 to two decimals',
  option: 'Choose one of the listed options',
  declaration: 'You must accept the declaration',
} as const;
