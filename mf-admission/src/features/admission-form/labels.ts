// English and Hindi label of every field the form shows.
export interface Label {
  en: string;
  hi: string;
  hint?: string;
}

export const LABELS: Record<string, Label> = {
  course: { en: 'Course', hi: 'पाठ्यक्रम' },
  urn: { en: 'University Registration Number (URN)', hi: 'विश्वविद्यालय पंजीकरण संख्या', hint: 'If you have one' },
  applicant_name: { en: 'Applicant Name', hi: 'आवेदक का नाम' },
  mother_name: { en: "Mother's Name", hi: 'माता का नाम' },
  father_name: { en: "Father's Name", hi: 'पिता का नाम' },
  dob: { en: 'Date of Birth', hi: 'जन्म तिथि' },
  gender: { en: 'Gender', hi: 'लिंग' },
  category: { en: 'Category', hi: 'श्रेणी' },
  sub_category: { en: 'Sub Category', hi: 'उप श्रेणी' },
  email: { en: 'Email', hi: 'ईमेल' },
  whatsapp_number: { en: 'WhatsApp Number', hi: 'व्हाट्सऐप नंबर', hint: '10 digits, without +91' },
  aadhar_no: { en: 'Aadhaar Number', hi: 'आधार संख्या', hint: '12 digits' },
  caste_certificate_number: { en: 'Caste Certificate Number', hi: 'जाति प्रमाण पत्र संख्या' },
  category_issue_date: { en: 'Caste Certificate Issue Date', hi: 'जाति प्रमाण पत्र जारी होने की तिथि' },
  religion: { en: 'Religion', hi: 'धर्म' },
  nationality: { en: 'Nationality', hi: 'राष्ट्रीयता' },
  father_occupation: { en: "Father's Occupation", hi: 'पिता का व्यवसाय' },
  mother_occupation: { en: "Mother's Occupation", hi: 'माता का व्यवसाय' },
  marital_status: { en: 'Marital Status', hi: 'वैवाहिक स्थिति' },
  gap: { en: 'Gap in Studies', hi: 'अध्ययन में अंतराल', hint: 'An affidavit is needed for a gap (at most two years)' },
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
    hint: 'For example Physics, Chemistry, Maths',
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
