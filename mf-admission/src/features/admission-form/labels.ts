// English and Hindi label of every field the form shows.
export interface Label {
  en: string;
  hi: string;
  /** A line of help under the field, in both languages. */
  hint?: { en: string; hi: string };
}

export const LABELS: Record<string, Label> = {
  course: { en: 'Course', hi: 'पाठ्यक्रम' },
  urn: {
    en: 'University Registration Number (URN)',
    hi: 'विश्वविद्यालय पंजीकरण संख्या',
    hint: { en: 'If you have one', hi: 'यदि आपके पास हो' },
  },
  applicant_name: { en: 'Applicant Name', hi: 'आवेदक का नाम' },
  mother_name: { en: "Mother's Name", hi: 'माता का नाम' },
  father_name: { en: "Father's Name", hi: 'पिता का नाम' },
  dob: { en: 'Date of Birth', hi: 'जन्म तिथि' },
  gender: { en: 'Gender', hi: 'लिंग' },
  category: { en: 'Category', hi: 'श्रेणी' },
  sub_category: { en: 'Sub Category', hi: 'उप श्रेणी' },
  email: { en: 'Email', hi: 'ईमेल' },
  whatsapp_number: {
    en: 'WhatsApp Number',
    hi: 'व्हाट्सऐप नंबर',
    hint: { en: '10 digits, without +91', hi: '10 अंक, +91 के बिना' },
  },
  aadhar_no: { en: 'Aadhaar Number', hi: 'आधार संख्या', hint: { en: '12 digits', hi: '12 अंक' } },
  caste_certificate_number: { en: 'Caste Certificate Number', hi: 'जाति प्रमाण पत्र संख्या' },
  category_issue_date: { en: 'Caste Certificate Issue Date', hi: 'जाति प्रमाण पत्र जारी होने की तिथि' },
  religion: { en: 'Religion', hi: 'धर्म' },
  nationality: { en: 'Nationality', hi: 'राष्ट्रीयता' },
  father_occupation: { en: "Father's Occupation", hi: 'पिता का व्यवसाय' },
  mother_occupation: { en: "Mother's Occupation", hi: 'माता का व्यवसाय' },
  marital_status: { en: 'Marital Status', hi: 'वैवाहिक स्थिति' },
  gap: {
    en: 'Gap in Studies',
    hi: 'अध्ययन में अंतराल',
    hint: {
      en: 'An affidavit is needed for a gap (at most two years)',
      hi: 'अंतराल होने पर शपथ पत्र आवश्यक है (अधिकतम दो वर्ष)',
    },
  },
  horizontal_reservation: { en: 'Horizontal Reservation', hi: 'क्षैतिज आरक्षण' },
  weightage: { en: 'Weightage', hi: 'अधिभार' },
  major_subject_1: { en: 'First Major Subject', hi: 'प्रथम मुख्य विषय' },
  major_subject_2: { en: 'Second Major Subject', hi: 'द्वितीय मुख्य विषय' },
  subject_group: { en: 'Subject Group', hi: 'विषय समूह' },
  year: { en: 'Passing Year', hi: 'उत्तीर्ण वर्ष' },
  board: { en: 'Board / University', hi: 'बोर्ड / विश्वविद्यालय' },
  name: { en: 'School / College', hi: 'विद्यालय / महाविद्यालय' },
  roll: { en: 'Roll Number', hi: 'अनुक्रमांक' },
  maxmarks: { en: 'Maximum Marks', hi: 'पूर्णांक' },
  obtmarks: { en: 'Marks Obtained', hi: 'प्राप्तांक' },
  percentage: { en: 'Percentage', hi: 'प्रतिशत' },
  'intermediate.subject': {
    en: 'Intermediate Subjects',
    hi: 'इंटरमीडिएट के विषय',
    hint: { en: 'For example Physics, Chemistry, Maths', hi: 'जैसे भौतिकी, रसायन विज्ञान, गणित' },
  },
  attachments: { en: 'Documents Attached', hi: 'संलग्न दस्तावेज़' },
  image: { en: 'Photograph', hi: 'फोटो' },
  signature: { en: 'Signature', hi: 'हस्ताक्षर' },
  village_mohalla: { en: 'Village / Mohalla', hi: 'गाँव / मोहल्ला' },
  post: { en: 'Post Office', hi: 'डाकघर' },
  tehsil: { en: 'Tehsil', hi: 'तहसील' },
  district: { en: 'District', hi: 'जिला' },
  pincode: { en: 'Pincode', hi: 'पिनकोड' },
  same_as_correspondence: {
    en: 'Permanent address same as correspondence address?',
    hi: 'क्या स्थायी पता पत्राचार पते के समान है?',
  },
  agreed_to_declaration: { en: 'I accept the declaration', hi: 'मैं घोषणा स्वीकार करता/करती हूँ' },
};

export const EDUCATION_TITLES: Record<string, Label> = {
  high_school: { en: 'High School (10th)', hi: 'हाईस्कूल (10वीं)' },
  intermediate: { en: 'Intermediate (12th)', hi: 'इंटरमीडिएट (12वीं)' },
  ug: { en: 'Graduation (UG)', hi: 'स्नातक' },
  other: { en: 'Other Course (if any)', hi: 'अन्य पाठ्यक्रम (यदि कोई हो)' },
};

/** The label of a field, looking up the part after the block prefix for education and address fields. */
export function labelOf(field: string): Label {
  if (LABELS[field]) return LABELS[field];
  const m = /^(?:high_school|intermediate|ug|other|permanent_address|correspondence_address)_(.+)$/.exec(field);
  return (m && LABELS[m[1] as string]) || { en: field, hi: '' };
}

/** Hindi names of the options the form offers; the canonical (English) value is what is sent. */
export const OPTION_HINDI: Record<string, string> = {
  Male: 'पुरुष',
  Female: 'महिला',
  Other: 'अन्य',
  'Resident of India': 'भारत के निवासी',
  'Non resident of India': 'अनिवासी भारतीय',
  Married: 'विवाहित',
  Single: 'अविवाहित',
  GENERAL: 'सामान्य',
  EWS: 'आर्थिक रूप से कमज़ोर वर्ग (EWS)',
  OBC: 'अन्य पिछड़ा वर्ग (OBC)',
  SC: 'अनुसूचित जाति (SC)',
  ST: 'अनुसूचित जनजाति (ST)',
  'Disable Person': 'दिव्यांग',
  'Freedom Fighter': 'स्वतंत्रता संग्राम सेनानी आश्रित',
  'Defense Person': 'रक्षा कर्मी आश्रित',
  'N.C.C': 'एन.सी.सी.',
  'N.S.S': 'एन.एस.एस.',
  Sports: 'खेलकूद',
  Scout: 'स्काउट',
  Yes: 'हाँ',
  No: 'नहीं',
  '10th Marksheet': '10वीं की अंकतालिका',
  '12th Marksheet': '12वीं की अंकतालिका',
  'UG Marksheet': 'स्नातक की अंकतालिका',
  'Other Course': 'अन्य पाठ्यक्रम',
  'Aadhar Card': 'आधार कार्ड',
  'Caste Certificate': 'जाति प्रमाण पत्र',
  'Domicile Certificate': 'निवास प्रमाण पत्र',
  'TC & CC Original Copy': 'टी.सी. एवं चरित्र प्रमाण पत्र (मूल)',
  'Income Certificate': 'आय प्रमाण पत्र',
  'Anti Ragging Affidavit': 'एंटी रैगिंग शपथ पत्र',
  Botany: 'वनस्पति विज्ञान',
  Chemistry: 'रसायन विज्ञान',
  Zoology: 'प्राणि विज्ञान',
  Physics: 'भौतिकी',
  Maths: 'गणित',
};

/** An option's label in both languages: the English text is also the value the server receives. */
export function optionLabel(value: string, english = value): { en: string; hi: string } {
  const hi = OPTION_HINDI[english] ?? (english === value ? undefined : english) ?? OPTION_HINDI[value] ?? english;
  return { en: english, hi };
}

/** The Hindi of the shared schema's messages (ADMISSION_MESSAGES) and the server's upload answers, by their English. */
const ERROR_HINDI: Record<string, string> = {
  'This field is required': 'यह फ़ील्ड आवश्यक है',
  'Choose a course from the list': 'सूची से पाठ्यक्रम चुनें',
  'Enter a valid email address': 'मान्य ईमेल पता लिखें',
  'Aadhaar number must be exactly 12 digits': 'आधार संख्या ठीक 12 अंकों की होनी चाहिए',
  'Enter a 10 digit mobile number without +91': '+91 के बिना 10 अंकों का मोबाइल नंबर लिखें',
  'Pincode must be 6 digits': 'पिनकोड 6 अंकों का होना चाहिए',
  'Enter a valid date of birth (YYYY-MM-DD)': 'मान्य जन्म तिथि लिखें (YYYY-MM-DD)',
  'Intermediate year must be after the high school year': 'इंटरमीडिएट का वर्ष हाईस्कूल के वर्ष के बाद का होना चाहिए',
  'Enter marks as a number': 'अंक संख्या में लिखें',
  'Maximum marks must be more than 0': 'पूर्णांक 0 से अधिक होना चाहिए',
  'Obtained marks cannot be more than maximum marks': 'प्राप्तांक पूर्णांक से अधिक नहीं हो सकते',
  'Percentage must be obtained / maximum × 100 to two decimals': 'प्रतिशत = प्राप्तांक / पूर्णांक × 100, दो दशमलव तक',
  'Choose one of the listed options': 'दिए गए विकल्पों में से एक चुनें',
  'You must accept the declaration': 'घोषणा स्वीकार करना आवश्यक है',
  'The course must be the one in your profile.': 'पाठ्यक्रम वही होना चाहिए जो आपकी प्रोफ़ाइल में है।',
  'Upload this file: it is required': 'यह फ़ाइल अपलोड करें: यह आवश्यक है',
};

/** A message of the schema or the server in both languages (unknown ones stay as they are). */
export function errorText(message: string): { en: string; hi: string } {
  const known = ERROR_HINDI[message];
  if (known) return { en: message, hi: known };
  const most = /^At most (\d+) characters$/.exec(message);
  if (most) return { en: message, hi: `अधिकतम ${most[1]} अक्षर` };
  const year = /^Passing year must be between (\d{4}) and (\d{4})$/.exec(message);
  if (year) return { en: message, hi: `उत्तीर्ण वर्ष ${year[1]} और ${year[2]} के बीच होना चाहिए` };
  return { en: message, hi: message };
}
