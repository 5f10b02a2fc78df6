// The account rules' patterns and messages in both languages, without yup: a page that only shows a message
// (the login page) does not download the schema library with it.
/** A basic address pattern (SPEC §5: "email must look like an address"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An Indian mobile number of 10 digits, entered without +91. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN_LENGTH = 8;

export const ACCOUNT_MESSAGES = {
  /** Login with an empty field (SPEC §8). */
  fillAll: 'Please fill all fields',
  /** Login and forgot password with a malformed address (SPEC §8). */
  email: 'Please enter a valid email address',
  /** Forgot password with an empty field (SPEC §8). */
  emailEmpty: 'Please Enter Your email',
  required: 'This field is required',
  name: 'Please enter your full name',
  nameShort: 'Write at least 2 letters of your name',
  messageShort: 'Write your message in at least 5 characters',
  mobile: 'Enter a 10 digit mobile number without +91',
  passwordLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordMatch: 'Passwords do not match',
  otp: 'Enter the 6 digit code sent to your email',
  emailNotVerified: 'Please verify your email first',
  option: 'Choose one of the listed options',
  course: 'Choose a course of your academic level',
  roll: 'Roll number is required for Renewal',
  category: 'Category is GENERAL for students who are not residents of UP',
} as const;

/** The account messages in Hindi, by the same stable key (reviewed for meaning, not word for word). */
export const ACCOUNT_MESSAGES_HI: Record<keyof typeof ACCOUNT_MESSAGES, string> = {
  fillAll: 'कृपया सभी प्रविष्टियाँ भरें',
  email: 'कृपया सही ईमेल पता लिखें',
  emailEmpty: 'कृपया अपना ईमेल लिखें',
  required: 'यह प्रविष्टि आवश्यक है',
  name: 'कृपया अपना पूरा नाम लिखें',
  nameShort: 'अपने नाम के कम से कम 2 अक्षर लिखें',
  messageShort: 'अपना संदेश कम से कम 5 अक्षरों में लिखें',
  mobile: '+91 के बिना 10 अंकों का मोबाइल नंबर लिखें',
  passwordLength: `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए`,
  passwordMatch: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  otp: 'आपके ईमेल पर भेजा गया 6 अंकों का कोड लिखें',
  emailNotVerified: 'कृपया पहले अपना ईमेल सत्यापित करें',
  option: 'दिए गए विकल्पों में से एक चुनें',
  course: 'अपने शैक्षणिक स्तर का पाठ्यक्रम चुनें',
  roll: 'नवीनीकरण (Renewal) के लिए अनुक्रमांक आवश्यक है',
  category: 'उत्तर प्रदेश के निवासी न होने पर वर्ग सामान्य (GENERAL) रहता है',
};

/**
 * A message of the shared rules in both languages: the English text is the stable key the API and the rules
 * send; any other text (a server's own sentence) is shown as it came.
 */
export function accountMessage(en: string): { en: string; hi: string } {
  const key = (Object.keys(ACCOUNT_MESSAGES) as (keyof typeof ACCOUNT_MESSAGES)[]).find(
    (k) => ACCOUNT_MESSAGES[k] === en,
  );
  return { en, hi: key ? ACCOUNT_MESSAGES_HI[key] : en };
}
