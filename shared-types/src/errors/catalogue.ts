// The one catalogue of the API's refusals: every error answer carries a stable `code` (snake_case) beside its
// `message` (English, SPEC's exact strings where it gives them) and `message_hi`. The API builds both texts from
// here, and every answer carries both, so the browser shows the answer's own text in the chosen language.
import { ACCESS_MESSAGES } from '../admission/admission-rules';
import type { Language } from '../content/language';
import { knownRuleMessage, otherMessage, type FieldMessage } from './rule-messages';
import { MESSAGING_ERRORS } from '../messaging/errors';

export type { FieldMessage } from './rule-messages';

export type ErrorParams = Record<string, string | number>;
type Text = string | ((p: ErrorParams) => string);
export interface ErrorEntry {
  en: Text;
  hi: Text;
}

const n = (p: ErrorParams, k: string) => Number(p[k] ?? 0);
const s = (p: ErrorParams, k: string) => String(p[k] ?? '');

/** code → its English and Hindi text (a function of the answer's `params` where the text has numbers in it). */
export const API_ERRORS = {
  // Accounts and sign-in
  invalid_credentials: { en: 'Invalid email or password.', hi: 'ईमेल या पासवर्ड ग़लत है।' },
  login_throttled: {
    en: 'Too many failed logins. Please wait 15 minutes or reset your password.',
    hi: 'बहुत बार ग़लत लॉगिन हुआ। कृपया 15 मिनट प्रतीक्षा करें या अपना पासवर्ड रीसेट करें।',
  },
  email_taken: {
    en: 'This email is already registered. Please log in or reset your password.',
    hi: 'यह ईमेल पहले से पंजीकृत है। कृपया लॉगिन करें या अपना पासवर्ड रीसेट करें।',
  },
  email_not_verified: { en: 'Please verify your email first', hi: 'कृपया पहले अपना ईमेल सत्यापित करें' },
  login_required: { en: 'Please log in again.', hi: 'कृपया फिर से लॉगिन करें।' },
  session_ended: {
    en: 'Your session has ended. Please log in again.',
    hi: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉगिन करें।',
  },
  reset_link_invalid: {
    en: 'This reset link is invalid or has expired. Please ask for a new one.',
    hi: 'पासवर्ड बदलने का यह लिंक अमान्य है या इसकी अवधि समाप्त हो गई है। कृपया नया लिंक मँगाएँ।',
  },
  // Email and phone codes
  otp_wait: {
    en: (p) => `Please wait ${n(p, 'seconds')} seconds before asking for a new OTP.`,
    hi: (p) => `नया OTP माँगने से पहले कृपया ${n(p, 'seconds')} सेकंड प्रतीक्षा करें।`,
  },
  otp_daily_limit: {
    en: 'Too many OTPs were asked for this address today. Please try again tomorrow.',
    hi: 'आज इस पते के लिए बहुत से OTP माँगे जा चुके हैं। कृपया कल फिर प्रयास करें।',
  },
  otp_invalid: {
    en: (p) => `Invalid OTP. ${n(p, 'attemptsLeft')} ${n(p, 'attemptsLeft') === 1 ? 'attempt' : 'attempts'} left.`,
    hi: (p) => `OTP ग़लत है। ${n(p, 'attemptsLeft')} प्रयास शेष हैं।`,
  },
  otp_locked: {
    en: 'Too many wrong attempts. Please ask for a new OTP.',
    hi: 'बहुत बार ग़लत OTP लिखा गया। कृपया नया OTP मँगाएँ।',
  },
  otp_expired: {
    en: 'This OTP has expired. Please ask for a new one.',
    hi: 'इस OTP की अवधि समाप्त हो गई है। कृपया नया OTP मँगाएँ।',
  },
  otp_no_longer_valid: {
    en: 'This OTP is no longer valid. Please ask for a new one.',
    hi: 'यह OTP अब मान्य नहीं है। कृपया नया OTP मँगाएँ।',
  },
  otp_phone_unavailable: {
    en: 'Phone verification is not available yet. It is not needed to register.',
    hi: 'फ़ोन सत्यापन अभी उपलब्ध नहीं है। पंजीकरण के लिए इसकी आवश्यकता नहीं है।',
  },
  otp_mail_failed: {
    en: 'The OTP could not be sent right now. Please try again in a few minutes.',
    hi: 'अभी OTP नहीं भेजा जा सका। कृपया कुछ मिनट बाद फिर प्रयास करें।',
  },
  // Profile
  profile_locked: {
    en: 'Your profile cannot be changed after your admission is approved.',
    hi: 'प्रवेश स्वीकृत होने के बाद प्रोफ़ाइल नहीं बदली जा सकती।',
  },
  profile_fee_locked: {
    en: 'Your admission fee has been fixed for this course and category, so the residence, category, level, course and year cannot be changed. If one of them is wrong, please contact the college office.',
    hi: 'इस पाठ्यक्रम और वर्ग के लिए आपका प्रवेश शुल्क तय हो चुका है, इसलिए निवास, वर्ग, स्तर, पाठ्यक्रम और वर्ष नहीं बदले जा सकते। इनमें कुछ गलत हो तो कृपया महाविद्यालय कार्यालय से संपर्क करें।',
  },
  photo_required: { en: 'Please upload your photo', hi: 'कृपया अपनी फ़ोटो अपलोड करें' },
  document_required: { en: 'Please choose a file to upload', hi: 'कृपया अपलोड करने के लिए फ़ाइल चुनें' },
  too_many_documents: {
    en: 'You can keep at most 20 documents.',
    hi: 'आप अधिकतम 20 दस्तावेज़ रख सकते हैं।',
  },
  // Payments
  registration_fee_paid: { en: 'The registration fee is already paid.', hi: 'पंजीकरण शुल्क पहले ही जमा है।' },
  admission_not_approved: {
    en: 'The admission fee is not due: your application is not approved.',
    hi: 'प्रवेश शुल्क अभी देय नहीं है: आपका आवेदन स्वीकृत नहीं हुआ है।',
  },
  admission_form_not_submitted: {
    en: 'Submit the admission form before paying the admission fee.',
    hi: 'प्रवेश शुल्क जमा करने से पहले प्रवेश फ़ॉर्म जमा करें।',
  },
  admission_fee_paid: { en: 'The admission fee is already paid.', hi: 'प्रवेश शुल्क पहले ही जमा है।' },
  admission_not_verified: {
    en: 'The admission fee can be paid once the college office has verified your form and documents.',
    hi: 'महाविद्यालय कार्यालय द्वारा आपके फ़ॉर्म और दस्तावेज़ों के सत्यापन के बाद ही प्रवेश शुल्क जमा किया जा सकता है।',
  },
  admission_fee_not_set: {
    en: 'The admission fee has not been set yet. Please try again later.',
    hi: 'प्रवेश शुल्क अभी तय नहीं हुआ है। कृपया बाद में प्रयास करें।',
  },
  earlier_payment_recorded: {
    en:
      'Your earlier payment of this fee went through and is now recorded. Nothing more has been charged. / ' +
      'इस शुल्क का आपका पिछला भुगतान सफल रहा और अब दर्ज हो गया है। कोई और राशि नहीं काटी गई।',
    hi: 'इस शुल्क का आपका पिछला भुगतान सफल रहा और अब दर्ज हो गया है। कोई और राशि नहीं काटी गई।',
  },
  payment_starting: {
    en: 'Another payment of this fee is starting. Please try again in a moment.',
    hi: 'इस शुल्क का एक और भुगतान शुरू हो रहा है। कृपया थोड़ी देर में फिर प्रयास करें।',
  },
  no_such_receipt: { en: 'No such receipt.', hi: 'ऐसी कोई रसीद नहीं है।' },
  no_such_payment: { en: 'No such payment.', hi: 'ऐसा कोई भुगतान नहीं है।' },
  // Admission form
  registration_pending: {
    en: ACCESS_MESSAGES.pending,
    hi: 'आपका पंजीकरण सत्यापन की प्रतीक्षा में है। स्वीकृति के बाद प्रवेश फ़ॉर्म खुलेगा।',
  },
  registration_rejected: {
    en: ACCESS_MESSAGES.rejected,
    hi: 'आपका पंजीकरण स्वीकृत नहीं हुआ, इसलिए प्रवेश फ़ॉर्म नहीं भरा जा सकता।',
  },
  profile_incomplete: {
    en: ACCESS_MESSAGES.profile,
    hi: 'प्रवेश फ़ॉर्म भरने से पहले अपनी प्रोफ़ाइल (पाठ्यक्रम, वर्ष, वर्ग और फ़ोटो) पूरी करें।',
  },
  admission_already_paid: {
    en: ACCESS_MESSAGES.paid,
    hi: 'आपका प्रवेश शुल्क पहले ही जमा है। अपना फ़ॉर्म डैशबोर्ड से प्रिंट करें।',
  },
  course_closed: {
    en: ACCESS_MESSAGES.course,
    hi: 'आपकी प्रोफ़ाइल का पाठ्यक्रम प्रवेश के लिए खुला नहीं है। प्रोफ़ाइल में कोई पाठ्यक्रम चुनें।',
  },
  course_not_in_profile: {
    en: 'The course must be the one in your profile.',
    hi: 'पाठ्यक्रम वही होना चाहिए जो आपकी प्रोफ़ाइल में है।',
  },
  no_such_admission_form: { en: 'No such admission form.', hi: 'ऐसा कोई प्रवेश फ़ॉर्म नहीं है।' },
  forms_queue_full: {
    en: 'Many forms are being sent right now. Please try again in a minute; nothing was saved.',
    hi: 'इस समय बहुत से फ़ॉर्म भेजे जा रहे हैं। कृपया एक मिनट बाद फिर प्रयास करें; कुछ भी सहेजा नहीं गया।',
  },
  // Files
  upload_refused: { en: (p) => s(p, 'en'), hi: (p) => s(p, 'hi') },
  no_such_file: { en: 'No such file.', hi: 'ऐसी कोई फ़ाइल नहीं है।' },
  draft_file_missing: { en: 'Choose a file to upload.', hi: 'अपलोड करने के लिए एक फ़ाइल चुनें।' },
  form_not_submitted: {
    en: 'Your admission form is not submitted. Submit it again to print it.',
    hi: 'आपका प्रवेश आवेदन पत्र जमा नहीं है। इसे छापने के लिए फिर से जमा करें।',
  },
  no_such_image: {
    en: (p) => `No such image: ${s(p, 'file')}`,
    hi: (p) => `ऐसा कोई चित्र नहीं है: ${s(p, 'file')}`,
  },
  no_such_document: { en: 'No such document.', hi: 'ऐसा कोई दस्तावेज़ नहीं है।' },
  // Printouts and verification
  verification_unknown: {
    en: 'This code does not match any admission form, receipt or offer letter of the college.',
    hi: 'यह कोड महाविद्यालय के किसी प्रवेश फ़ॉर्म, रसीद या प्रस्ताव पत्र से मेल नहीं खाता।',
  },
  verification_not_found: { en: 'No such admission form or receipt.', hi: 'ऐसा कोई प्रवेश फ़ॉर्म या रसीद नहीं है।' },
  verification_ask: { en: 'Send admission_code or txnid.', hi: 'admission_code या txnid भेजें।' },
  // Request shape
  validation_failed: { en: 'Please correct the highlighted fields.', hi: 'कृपया चिह्नित प्रविष्टियाँ ठीक करें।' },
  request_invalid: { en: 'The request is not valid.', hi: 'अनुरोध मान्य नहीं है।' },
  invalid_json: { en: 'The request body is not valid JSON.', hi: 'अनुरोध का डेटा सही JSON नहीं है।' },
  empty_body: { en: 'The request body is empty.', hi: 'अनुरोध खाली है।' },
  request_too_large: { en: 'The request is too large.', hi: 'अनुरोध बहुत बड़ा है।' },
  media_type_refused: { en: 'This content type is not accepted here.', hi: 'यह सामग्री प्रकार यहाँ स्वीकार नहीं है।' },
  length_mismatch: {
    en: 'The request length does not match its body.',
    hi: 'अनुरोध की लंबाई उसके डेटा से मेल नहीं खाती।',
  },
  file_too_large: { en: 'The file is too large.', hi: 'फ़ाइल बहुत बड़ी है।' },
  too_many_files: { en: 'Too many files in one request.', hi: 'एक अनुरोध में बहुत सी फ़ाइलें हैं।' },
  too_many_fields: { en: 'Too many fields in one request.', hi: 'एक अनुरोध में बहुत सी प्रविष्टियाँ हैं।' },
  field_name_refused: { en: 'A field name is not allowed.', hi: 'एक प्रविष्टि का नाम स्वीकार नहीं है।' },
  multipart_expected: { en: 'This call expects a multipart form.', hi: 'यह अनुरोध multipart फ़ॉर्म चाहता है।' },
  form_unreadable: {
    en: 'The form could not be read. Please send it again.',
    hi: 'फ़ॉर्म पढ़ा नहीं जा सका। कृपया फिर से भेजें।',
  },
  form_length_missing: {
    en: 'Please send the form again (its length is missing).',
    hi: 'कृपया फ़ॉर्म फिर से भेजें (उसकी लंबाई नहीं मिली)।',
  },
  form_too_large: {
    en: 'The form is too large. Each file may be at most 5 MB.',
    hi: 'फ़ॉर्म बहुत बड़ा है। हर फ़ाइल अधिकतम 5 MB की हो सकती है।',
  },
  field_too_long: {
    en: (p) => `The field ${s(p, 'field')} is too long.`,
    hi: (p) => `प्रविष्टि ${s(p, 'field')} बहुत लंबी है।`,
  },
  too_many_requests: {
    en: (p) => `Too many requests. Please try again in ${s(p, 'after')}.`,
    hi: (p) => `बहुत अधिक अनुरोध। कृपया ${s(p, 'after')} बाद फिर प्रयास करें।`,
  },
  not_found: {
    en: (p) => `No such call: ${s(p, 'call')}`,
    hi: (p) => `ऐसा कोई अनुरोध नहीं है: ${s(p, 'call')}`,
  },
  only_this_machine: {
    en: 'This development call answers only the computer the site runs on.',
    hi: 'यह विकास-अनुरोध केवल उसी कंप्यूटर को उत्तर देता है जिस पर साइट चल रही है।',
  },
  server_busy: { en: 'Server Busy', hi: 'सर्वर व्यस्त है' },
  // The office console
  forbidden: { en: 'You do not have permission to do this.', hi: 'आपको यह करने की अनुमति नहीं है।' },
  staff_throttled: {
    en: 'Too many attempts for this account. Please wait a few minutes and try again.',
    hi: 'इस खाते के लिए बहुत प्रयास हुए। कृपया कुछ मिनट प्रतीक्षा करके फिर प्रयास करें।',
  },
  wrong_current_password: { en: 'The current password is not right.', hi: 'वर्तमान पासवर्ड सही नहीं है।' },
  staff_link_invalid: {
    en: 'This link is invalid or has expired. Ask the office administrator for a new one.',
    hi: 'यह लिंक अमान्य है या इसकी अवधि समाप्त हो गई है। कार्यालय के व्यवस्थापक से नया लिंक माँगें।',
  },
  staff_email_taken: {
    en: 'A staff account with this email already exists.',
    hi: 'इस ईमेल का कर्मचारी खाता पहले से है।',
  },
  no_such_staff: { en: 'No such staff account.', hi: 'ऐसा कोई कर्मचारी खाता नहीं है।' },
  no_such_login_hold: {
    en: 'This account is not held back now.',
    hi: 'यह खाता अभी रोका नहीं गया है।',
  },
  last_admin: {
    en: 'The last enabled administrator cannot be disabled or given another role.',
    hi: 'अंतिम सक्रिय व्यवस्थापक को निष्क्रिय नहीं किया जा सकता, न उसकी भूमिका बदली जा सकती है।',
  },
  self_disable: { en: 'You cannot disable your own account.', hi: 'आप अपना ही खाता निष्क्रिय नहीं कर सकते।' },
  no_such_applicant: { en: 'No such applicant.', hi: 'ऐसा कोई आवेदक नहीं है।' },
  decision_final: {
    en: 'The admission fee is already paid; the decision can no longer change.',
    hi: 'प्रवेश शुल्क जमा हो चुका है; निर्णय अब नहीं बदला जा सकता।',
  },
  scrutiny_no_form: {
    en: 'This applicant has not submitted an admission form.',
    hi: 'इस आवेदक ने प्रवेश फ़ॉर्म जमा नहीं किया है।',
  },
  scrutiny_not_open: {
    en: 'The form is not waiting for verification: it is with the student, or its fee is paid.',
    hi: 'फ़ॉर्म सत्यापन की प्रतीक्षा में नहीं है: वह विद्यार्थी के पास है, या उसका शुल्क जमा हो चुका है।',
  },
  scrutiny_no_document: {
    en: 'The form has no such document.',
    hi: 'फ़ॉर्म में ऐसा कोई दस्तावेज़ नहीं है।',
  },
  scrutiny_nothing_refused: {
    en: 'No document is marked not acceptable.',
    hi: 'कोई भी दस्तावेज़ अस्वीकार्य चिह्नित नहीं है।',
  },
  no_such_transaction: { en: 'No such transaction.', hi: 'ऐसा कोई लेन-देन नहीं है।' },
  not_refundable: {
    en: 'Only a payment marked "refund due" or a mismatch the gateway took money for can be refunded.',
    hi: 'केवल "धनवापसी देय" वाला भुगतान, या ऐसा बेमेल भुगतान जिसकी राशि गेटवे ने ली हो, वापस किया जा सकता है।',
  },
  refund_refused: {
    en: (p) => `The gateway refused the refund: ${s(p, 'reason')}`,
    hi: (p) => `गेटवे ने धनवापसी अस्वीकार की: ${s(p, 'reason')}`,
  },
  gateway_unreachable: {
    en: 'The gateway could not be reached. Please try again in a few minutes.',
    hi: 'गेटवे से संपर्क नहीं हो सका। कृपया कुछ मिनट बाद फिर प्रयास करें।',
  },
  reconcile_busy: {
    en: 'Reconciliation is already running. Please try again in a minute.',
    hi: 'मिलान पहले से चल रहा है। कृपया एक मिनट बाद फिर प्रयास करें।',
  },
  no_such_page: { en: 'There is no such page.', hi: 'ऐसा कोई पृष्ठ नहीं है।' },
  no_such_notice: { en: 'There is no such notice.', hi: 'ऐसी कोई सूचना नहीं है।' },
  no_such_version: { en: 'There is no such version.', hi: 'ऐसा कोई संस्करण नहीं है।' },
  page_address_taken: { en: 'A page with this address exists.', hi: 'इस पते का पृष्ठ पहले से है।' },
  no_such_enquiry: { en: 'There is no such enquiry.', hi: 'ऐसी कोई पूछताछ नहीं है।' },
  no_such_item: { en: 'There is no such item.', hi: 'ऐसी कोई प्रविष्टि नहीं है।' },
  bad_order: { en: 'The order must list every item once.', hi: 'क्रम में प्रत्येक प्रविष्टि एक बार होनी चाहिए।' },
  multipart_file_expected: {
    en: 'This call expects a multipart form with a file.',
    hi: 'यह अनुरोध फ़ाइल के साथ multipart फ़ॉर्म चाहता है।',
  },
  unknown_fields: {
    en: (p) => `Unknown fields for ${s(p, 'kind')}: ${s(p, 'fields')}`,
    hi: (p) => `${s(p, 'kind')} के लिए अज्ञात प्रविष्टियाँ: ${s(p, 'fields')}`,
  },
  // Admission by merit (decision 023): the selection rules' refusals (api/src/selection/rules.ts reads its texts
  // from here) and the seat matrix's own.
  invalid_figure: {
    en: 'Seats, rates and counts must be whole numbers of zero or more.',
    hi: 'सीटें, दरें और संख्याएँ शून्य या उससे अधिक पूर्णांक होनी चाहिए।',
  },
  negative_rate: { en: 'A reservation rate cannot be negative.', hi: 'आरक्षण की दर ऋणात्मक नहीं हो सकती।' },
  reserved_exceed_seats: {
    en: 'The reserved seats add up to more than the seats of the course.',
    hi: 'आरक्षित सीटों का योग पाठ्यक्रम की कुल सीटों से अधिक है।',
  },
  horizontal_exceed_seats: {
    en: 'The horizontal reservation asks for more seats than the category has.',
    hi: 'क्षैतिज आरक्षण की सीटें उस वर्ग की सीटों से अधिक हैं।',
  },
  released_exceed_seats: {
    en: 'More seats are released to the open category than the reserved category has free.',
    hi: 'आरक्षित वर्ग की रिक्त सीटों से अधिक सीटें अनारक्षित वर्ग को नहीं दी जा सकतीं।',
  },
  invalid_marks: {
    en: 'The marks must be numbers with at most two decimals, the maximum above zero and the marks obtained not above it.',
    hi: 'अंक अधिकतम दो दशमलव तक की संख्या हों, पूर्णांक शून्य से अधिक हों और प्राप्तांक पूर्णांक से अधिक न हों।',
  },
  unknown_weightage: {
    en: 'A weightage ticked is not one of the course’s weightages.',
    hi: 'चुना गया भारांक इस पाठ्यक्रम के भारांकों में नहीं है।',
  },
  several_special_claims: {
    en: 'Only one of Divyang, freedom fighter’s dependant or defence personnel may be claimed.',
    hi: 'दिव्यांगजन, स्वतंत्रता संग्राम सेनानी आश्रित या रक्षा कर्मी में से केवल एक का ही दावा किया जा सकता है।',
  },
  unknown_special_claim: {
    en: 'A horizontal reservation claimed is not one the form offers.',
    hi: 'दावा किया गया क्षैतिज आरक्षण फ़ॉर्म के विकल्पों में नहीं है।',
  },
  invalid_applicant: {
    en: 'An applicant’s figures are incomplete or not valid.',
    hi: 'किसी आवेदक का विवरण अधूरा या अमान्य है।',
  },
  duplicate_applicant: {
    en: 'The same applicant or form number appears twice.',
    hi: 'एक ही आवेदक या फ़ॉर्म संख्या दो बार आई है।',
  },
  missing_rank: {
    en: 'An applicant to a course admitted by entrance has no entrance rank.',
    hi: 'प्रवेश परीक्षा से प्रवेश वाले पाठ्यक्रम के किसी आवेदक की प्रवेश रैंक नहीं है।',
  },
  rate_above_hundred: {
    en: 'A reservation rate cannot be more than 100 %.',
    hi: 'आरक्षण की दर 100 % से अधिक नहीं हो सकती।',
  },
  weightage_above_hundred: {
    en: 'A weightage and the weightage cap cannot be more than 100 points.',
    hi: 'कोई भारांक और भारांक की सीमा 100 अंक से अधिक नहीं हो सकती।',
  },
  too_many_seats: {
    en: 'A course may have at most 10,000 seats in a year.',
    hi: 'किसी पाठ्यक्रम के एक वर्ष में अधिकतम 10,000 सीटें हो सकती हैं।',
  },
  no_such_course: { en: 'There is no such course.', hi: 'ऐसा कोई पाठ्यक्रम नहीं है।' },
  no_such_course_year: {
    en: (p) => `${s(p, 'course')} has no year ${s(p, 'year')}.`,
    hi: (p) => `${s(p, 'course')} में वर्ष ${s(p, 'year')} नहीं है।`,
  },
  // Rounds of admission by merit
  selection_not_merit: {
    en: 'This course admits directly, not by merit rounds.',
    hi: 'इस पाठ्यक्रम में सीधा प्रवेश होता है, मेरिट चरणों से नहीं।',
  },
  selection_window_missing: {
    en: 'Give the payment window: when it opens and when it closes.',
    hi: 'भुगतान अवधि दें: कब खुलेगी और कब बंद होगी।',
  },
  selection_window_reversed: {
    en: 'The payment window must close after it opens.',
    hi: 'भुगतान अवधि खुलने के बाद ही बंद हो सकती है।',
  },
  selection_window_past: {
    en: 'The payment window cannot close in the past.',
    hi: 'भुगतान अवधि की समाप्ति बीता हुआ समय नहीं हो सकती।',
  },
  selection_window_overlap: {
    en: 'The payment window overlaps an open round of this course and year.',
    hi: 'भुगतान अवधि इस पाठ्यक्रम और वर्ष के एक खुले चरण से टकराती है।',
  },
  selection_no_round: { en: 'There is no such round.', hi: 'ऐसा कोई चरण नहीं है।' },
  selection_round_not_over: {
    en: 'The round’s payment window is not over yet.',
    hi: 'इस चरण की भुगतान अवधि अभी समाप्त नहीं हुई है।',
  },
  selection_round_closed: { en: 'The round is already closed.', hi: 'यह चरण पहले ही बंद हो चुका है।' },
  selection_no_offer: { en: 'There is no such offer.', hi: 'ऐसा कोई आवंटन नहीं है।' },
  selection_offer_not_lapsed: {
    en: 'Only a lapsed offer can be reinstated.',
    hi: 'केवल समाप्त आवंटन ही बहाल किया जा सकता है।',
  },
  selection_no_free_seat: {
    en: 'Every seat of this category is taken by an admission or a live offer: raise its seats in the seat matrix before reinstating.',
    hi: 'इस वर्ग की हर सीट किसी प्रवेश या सक्रिय आवंटन से भरी है: बहाल करने से पहले सीट मैट्रिक्स में इसकी सीटें बढ़ाएँ।',
  },
  selection_already_admitted: {
    en: 'The student is already admitted or holds an offer.',
    hi: 'विद्यार्थी पहले से प्रवेशित है या उसके पास आवंटन है।',
  },
  selection_nothing_to_release: {
    en: 'The category has no vacant seats to release.',
    hi: 'इस वर्ग में देने हेतु कोई रिक्त सीट नहीं है।',
  },
  selection_nobody_offered: {
    en: 'The round would offer no seat: no verified applicant is waiting, or no seat is open.',
    hi: 'इस चरण में कोई सीट आवंटित नहीं होगी: कोई सत्यापित आवेदक प्रतीक्षा में नहीं है या कोई सीट खाली नहीं है।',
  },
  selection_round_busy: {
    en: 'Another round of this course is being published. Please try again.',
    hi: 'इस पाठ्यक्रम का दूसरा चरण प्रकाशित हो रहा है। कृपया पुनः प्रयास करें।',
  },
  // The university's entrance ranks (decision 027)
  entrance_basis_pg_only: {
    en: 'Only a PG course can be admitted by the university’s entrance rank.',
    hi: 'केवल स्नातकोत्तर पाठ्यक्रम में ही विश्वविद्यालय की प्रवेश परीक्षा रैंक से प्रवेश हो सकता है।',
  },
  entrance_ranks_not_entrance: {
    en: 'This course’s merit list follows index marks, not an entrance rank. Change it in the seat matrix first.',
    hi: 'इस पाठ्यक्रम की मेरिट सूची सूचकांक अंकों से बनती है, प्रवेश रैंक से नहीं। पहले सीट मैट्रिक्स में बदलें।',
  },
  entrance_ranks_header: {
    en: 'The first line must name the columns: form_no or roll_no, rank, category.',
    hi: 'पहली पंक्ति में स्तंभों के नाम हों: form_no या roll_no, rank, category।',
  },
  entrance_ranks_empty: {
    en: 'The file has no rows of ranks.',
    hi: 'फ़ाइल में रैंक की कोई पंक्ति नहीं है।',
  },
  entrance_ranks_too_many: {
    en: 'The file has more than 20,000 rows.',
    hi: 'फ़ाइल में 20,000 से अधिक पंक्तियाँ हैं।',
  },
  entrance_ranks_invalid: {
    en: (p) =>
      `${s(p, 'count')} rows of the file cannot be taken; nothing was imported. Correct them and import again.`,
    hi: (p) => `फ़ाइल की ${s(p, 'count')} पंक्तियाँ स्वीकार नहीं की जा सकतीं; कुछ भी आयात नहीं हुआ। उन्हें सुधारकर फिर आयात करें।`,
  },
  merit_list_not_published: {
    en: 'No merit list of this course, year and round has been published.',
    hi: 'इस पाठ्यक्रम, वर्ष और चरण की कोई मेरिट सूची प्रकाशित नहीं हुई है।',
  },
  merit_list_bad_query: {
    en: 'Search by form number: digits only.',
    hi: 'फ़ॉर्म संख्या से खोजें: केवल अंक।',
  },
  merit_list_no_page: {
    en: (p) => `The list has no page ${s(p, 'page')}: it has ${s(p, 'pages')}.`,
    hi: (p) => `इस सूची में पृष्ठ ${s(p, 'page')} नहीं है: इसमें ${s(p, 'pages')} पृष्ठ हैं।`,
  },
  admission_no_offer: {
    en: 'The admission fee can be paid only with a seat offered in a merit round.',
    hi: 'प्रवेश शुल्क केवल मेरिट चरण में सीट आवंटित होने पर ही जमा किया जा सकता है।',
  },
  admission_window_not_open: {
    en: (p) => `The payment window of your offer opens on ${s(p, 'opens')}.`,
    hi: (p) => `आपके आवंटन की भुगतान अवधि ${s(p, 'opens')} को खुलेगी।`,
  },
  admission_window_closed: {
    en: 'The payment window of your offer has closed.',
    hi: 'आपके आवंटन की भुगतान अवधि समाप्त हो चुकी है।',
  },
  // The enrolment number's pattern, set by the admin (decision 025)
  enrolment_pattern_text: {
    en: 'The enrolment number pattern must have 1 to 40 characters: English letters, digits, spaces and signs such as / - _ .',
    hi: 'नामांकन संख्या का प्रारूप 1 से 40 वर्णों का हो: अंग्रेज़ी अक्षर, अंक, रिक्त स्थान और / - _ . जैसे चिह्न।',
  },
  enrolment_pattern_serial: {
    en: 'The enrolment number pattern must contain the serial once: {serial}, or {serial:N} to write it with N digits (N from 1 to 8).',
    hi: 'नामांकन संख्या के प्रारूप में क्रमांक एक बार हो: {serial}, या उसे N अंकों में लिखने के लिए {serial:N} (N 1 से 8 तक)।',
  },
  enrolment_pattern_long: {
    en: 'The enrolment numbers of this pattern could be longer than 30 characters, more than the admission SMS holds: shorten its text.',
    hi: 'इस प्रारूप की नामांकन संख्याएँ 30 वर्णों से लंबी हो सकती हैं, जितनी प्रवेश का SMS नहीं रख सकता: इसका पाठ छोटा करें।',
  },
  enrolment_pattern_placeholder: {
    en: (p) =>
      `The enrolment number pattern has an unknown placeholder ${s(p, 'placeholder')}: use only {session}, {course}, {serial} or {serial:N}.`,
    hi: (p) =>
      `नामांकन संख्या के प्रारूप में अज्ञात स्थानधारक ${s(p, 'placeholder')} है: केवल {session}, {course}, {serial} या {serial:N} का प्रयोग करें।`,
  },
  offer_letter_none: {
    en: 'There is no offer letter: you have not been offered a seat in a merit round.',
    hi: 'कोई प्रस्ताव पत्र नहीं है: आपको किसी मेरिट चरण में सीट का प्रस्ताव नहीं मिला है।',
  },
  offer_letter_not_found: {
    en: 'No such offer letter.',
    hi: 'ऐसा कोई प्रस्ताव पत्र नहीं है।',
  },
  // Fees taken at the college counter and the day-book (decision 032)
  counter_fee_paid: {
    en: 'This fee is already paid (online or at the counter). Nothing was recorded.',
    hi: 'यह शुल्क पहले ही जमा हो चुका है (ऑनलाइन या काउंटर पर)। कुछ दर्ज नहीं किया गया।',
  },
  counter_amount_not_fee: {
    en: (p) => `The amount must be exactly the fee, ₹ ${s(p, 'fee')}. Nothing was recorded.`,
    hi: (p) => `राशि ठीक शुल्क के बराबर, ₹ ${s(p, 'fee')}, होनी चाहिए। कुछ दर्ज नहीं किया गया।`,
  },
  counter_future_date: {
    en: 'The date of the demand draft or challan cannot be in the future.',
    hi: 'डिमांड ड्राफ्ट या चालान की तिथि भविष्य की नहीं हो सकती।',
  },
  counter_dd_reused: {
    en: 'This demand draft or challan number is already on another receipt.',
    hi: 'यह डिमांड ड्राफ्ट या चालान संख्या पहले से किसी अन्य रसीद पर दर्ज है।',
  },
  counter_no_student: { en: 'There is no student with this number.', hi: 'इस संख्या का कोई विद्यार्थी नहीं है।' },
  counter_receipt_not_found: { en: 'No such office receipt.', hi: 'ऐसी कोई कार्यालय रसीद नहीं है।' },
  counter_already_cancelled: {
    en: 'This office receipt is already cancelled.',
    hi: 'यह कार्यालय रसीद पहले ही रद्द की जा चुकी है।',
  },
  counter_busy: {
    en: 'Another receipt is being recorded. Please try again in a moment.',
    hi: 'एक अन्य रसीद दर्ज की जा रही है। कृपया थोड़ी देर में फिर प्रयास करें।',
  },
  day_book_reversed: {
    en: 'The end date must not be before the start date.',
    hi: 'अंतिम तिथि आरंभ की तिथि से पहले नहीं हो सकती।',
  },
  day_book_too_long: {
    en: 'The range can be at most one academic session (366 days).',
    hi: 'अवधि अधिकतम एक शैक्षणिक सत्र (366 दिन) की हो सकती है।',
  },
  counter_student_number: { en: 'Enter the student’s number.', hi: 'विद्यार्थी की संख्या लिखें।' },
  counter_mode: { en: 'Choose how the fee was paid.', hi: 'चुनें कि शुल्क किस प्रकार जमा हुआ।' },
  counter_amount: { en: 'Enter the amount received.', hi: 'प्राप्त राशि लिखें।' },
  counter_instrument: {
    en: 'Enter the demand draft or challan number.',
    hi: 'डिमांड ड्राफ्ट या चालान संख्या लिखें।',
  },
  counter_no_instrument: {
    en: 'A cash receipt has no instrument number.',
    hi: 'नकद रसीद पर ड्राफ्ट या चालान संख्या नहीं होती।',
  },
  counter_bank: { en: 'Enter the bank of the demand draft.', hi: 'डिमांड ड्राफ्ट का बैंक लिखें।' },
  counter_instrument_date: {
    en: 'Enter the date on the demand draft or challan.',
    hi: 'डिमांड ड्राफ्ट या चालान की तिथि लिखें।',
  },
  day_format: { en: 'Enter a date as YYYY-MM-DD.', hi: 'तिथि YYYY-MM-DD के रूप में लिखें।' },
  fee_choice: { en: "Choose 'registration' or 'admission'.", hi: "'registration' (पंजीकरण) या 'admission' (प्रवेश) चुनें।" },
  counter_cancel_reason: { en: 'Give the reason for cancelling.', hi: 'रद्द करने का कारण लिखें।' },
  // Messages by mail and SMS (decision 035)
  ...MESSAGING_ERRORS,
} satisfies Record<string, ErrorEntry>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(API_ERRORS, code);
}

function render(text: Text, params: ErrorParams): string {
  return typeof text === 'function' ? text(params) : text;
}

/** The text of a code in one language, with its parameters. */
export function apiErrorText(code: ApiErrorCode, lang: Language, params: ErrorParams = {}): string {
  const entry: ErrorEntry = API_ERRORS[code];
  return render(lang === 'hi' ? entry.hi : entry.en, params);
}

let byEnglish: Map<string, ApiErrorCode> | null = null;

/** The code of a fixed English message (the API's message tables keep their English texts), or undefined. */
export function apiErrorCodeOf(en: string): ApiErrorCode | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [code, entry] of Object.entries(API_ERRORS) as Array<[ApiErrorCode, ErrorEntry]>) {
      if (typeof entry.en === 'string' && !byEnglish.has(entry.en)) byEnglish.set(entry.en, code);
    }
  }
  return byEnglish.get(en);
}

// Field messages: the rules' texts (rule-messages.ts) and the catalogue's, each with a stable code and its Hindi.

/**
 * A field error in both languages with its code: the shared rules' texts first, then the catalogue's fixed texts;
 * "At most N characters" carries its number; any other text keeps its words in both languages under `invalid`.
 */
export function fieldMessage(en: string): FieldMessage {
  const rule = knownRuleMessage(en);
  if (rule) return rule;
  const code = apiErrorCodeOf(en);
  if (code) return { code, en, hi: apiErrorText(code, 'hi') };
  return otherMessage(en);
}

/** Field errors (English, as the API answers them) in one language. */
export function fieldErrorsIn(errors: Record<string, string[]>, lang: Language): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(errors)) {
    out[field] = list.map((en) => (lang === 'hi' ? fieldMessage(en).hi : en));
  }
  return out;
}

/** The codes of field errors, field by field. */
export function fieldErrorCodes(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(errors)) out[field] = list.map((en) => fieldMessage(en).code);
  return out;
}
