// The dashboard's texts in English and Hindi (reviewed for meaning, not word for word).
import { texts } from '@college/web-kit';

export const DASHBOARD_TEXT = texts({
  pageTitle: { en: 'Dashboard', hi: 'डैशबोर्ड' },
  loggingOut: { en: 'Logging out...', hi: 'लॉगआउट हो रहा है...' },
  loading: { en: 'Loading...', hi: 'लोड हो रहा है...' },
  loadFailed: {
    en: 'Your details could not be loaded. Please check your connection.',
    hi: 'आपका विवरण लोड नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें।',
  },
  tryAgain: { en: 'Try again', hi: 'फिर प्रयास करें' },
  // Header
  studentPortal: { en: 'Student Portal', hi: 'छात्र पोर्टल' },
  homePage: { en: 'home page', hi: 'मुख्य पृष्ठ' },
  logout: { en: 'Logout', hi: 'लॉगआउट' },
  photoOf: { en: 'Profile photo of', hi: 'प्रोफ़ाइल फ़ोटो:' },
  // Student details
  studentDetails: { en: 'Student Details', hi: 'छात्र विवरण' },
  notAvailable: { en: 'Not available', hi: 'उपलब्ध नहीं' },
  noPhoto: { en: 'No photo yet', hi: 'अभी फ़ोटो नहीं है' },
  profile: { en: 'Profile', hi: 'प्रोफ़ाइल' },
  complete: { en: 'Complete', hi: 'पूर्ण' },
  incomplete: { en: 'Incomplete', hi: 'अपूर्ण' },
  name: { en: 'Name', hi: 'नाम' },
  email: { en: 'Email', hi: 'ईमेल' },
  mobile: { en: 'Mobile', hi: 'मोबाइल' },
  gender: { en: 'Gender', hi: 'लिंग' },
  category: { en: 'Category', hi: 'वर्ग' },
  residentOfUp: { en: 'Resident of UP', hi: 'उत्तर प्रदेश के निवासी' },
  yes: { en: 'Yes', hi: 'हाँ' },
  no: { en: 'No', hi: 'नहीं' },
  level: { en: 'Level', hi: 'स्तर' },
  course: { en: 'Course', hi: 'पाठ्यक्रम' },
  year: { en: 'Year', hi: 'वर्ष' },
  admission: { en: 'Admission', hi: 'प्रवेश प्रकार' },
  rollNo: { en: 'Roll No.', hi: 'अनुक्रमांक' },
  editProfile: { en: 'Edit profile', hi: 'प्रोफ़ाइल बदलें' },
  completeProfile: { en: 'Complete Profile', hi: 'प्रोफ़ाइल पूरी करें' },
  // My Applications
  myApplications: { en: 'My Applications', hi: 'मेरे आवेदन' },
  registrationFee: { en: 'Registration Fee', hi: 'पंजीकरण शुल्क' },
  status: { en: 'Status', hi: 'स्थिति' },
  action: { en: 'Action', hi: 'कार्य' },
  notChosen: { en: 'Not chosen yet', hi: 'अभी चुना नहीं गया' },
  part: { en: 'Part', hi: 'भाग' },
  completeYourProfile: { en: 'Complete your Profile', hi: 'पहले अपनी प्रोफ़ाइल पूरी करें' },
  chalanReceipt: { en: 'Chalan Receipt', hi: 'चालान रसीद' },
  payRegistrationFirst: { en: 'Pay the registration fee first', hi: 'पहले पंजीकरण शुल्क जमा करें' },
  waitForVerification: { en: 'Wait For Verification', hi: 'सत्यापन की प्रतीक्षा करें' },
  reject: { en: 'Reject', hi: 'अस्वीकृत' },
  fillForm: { en: 'Fill Form', hi: 'फ़ॉर्म भरें' },
  pay: { en: 'Pay', hi: 'भुगतान करें' },
  checkingWithBank: { en: 'Checking with the bank', hi: 'बैंक से पुष्टि की जा रही है' },
  tryAgainPay: { en: 'Try again: pay', hi: 'फिर से भुगतान करें:' },
  whatHappensNext: { en: 'What happens next:', hi: 'आगे क्या होगा:' },
  mailed: { en: 'A confirmation has been mailed to you.', hi: 'पुष्टि आपको ईमेल से भेज दी गई है।' },
  print: { en: 'Print', hi: 'प्रिंट करें' },
  feeReceipt: { en: 'Fee Receipt', hi: 'शुल्क रसीद' },
  offerLetter: { en: 'Offer Letter', hi: 'प्रस्ताव पत्र' },
  submitted: { en: 'Submitted', hi: 'जमा किया गया' },
  formNumber: { en: 'Form No.', hi: 'फ़ॉर्म संख्या' },
  // My Transactions
  myTransactions: { en: 'My Transactions', hi: 'मेरे लेन-देन' },
  noPayments: { en: 'No payments yet.', hi: 'अभी कोई भुगतान नहीं हुआ है।' },
  reference: { en: 'Reference', hi: 'संदर्भ संख्या' },
  purpose: { en: 'Purpose', hi: 'उद्देश्य' },
  amount: { en: 'Amount', hi: 'राशि' },
  date: { en: 'Date', hi: 'दिनांक' },
  receipt: { en: 'Receipt', hi: 'रसीद' },
  admissionFee: { en: 'Admission Fee', hi: 'प्रवेश शुल्क' },
  view: { en: 'View', hi: 'देखें' },
  viewReceipt: { en: 'View receipt', hi: 'रसीद देखें' },
  // The acknowledgement of a submitted form
  ackTitle: { en: 'Your admission form has been submitted', hi: 'आपका प्रवेश फ़ॉर्म जमा हो गया है' },
  ackFormNumber: { en: 'Form number', hi: 'फ़ॉर्म संख्या' },
  ackDate: { en: 'Submitted on', hi: 'जमा करने की तिथि' },
  ackCourse: { en: 'Course', hi: 'पाठ्यक्रम' },
  printProvisional: { en: 'Print provisional application', hi: 'अस्थायी आवेदन प्रिंट करें' },
});

export const GENDER_TEXT = {
  M: { en: 'Male', hi: 'पुरुष' },
  F: { en: 'Female', hi: 'महिला' },
  O: { en: 'Other', hi: 'अन्य' },
} as const;

export const STATUS_TEXT = {
  Pending: { en: 'Pending', hi: 'लंबित' },
  Approved: { en: 'Approved', hi: 'स्वीकृत' },
  Reject: { en: 'Reject', hi: 'अस्वीकृत' },
} as const;

export const ADMISSION_TYPE_TEXT: Record<string, { en: string; hi: string }> = {
  New: { en: 'New', hi: 'नया' },
  Renewal: { en: 'Renewal', hi: 'नवीनीकरण' },
};
