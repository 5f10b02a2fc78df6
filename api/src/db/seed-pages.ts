// The site's pages as the college starts with them: the compliance pages (GIGW 3.0, UGC) with sensible initial
// text in Hindi and English, and the menu's title-only pages. Each missing page is created and published as
// version 1; a page that exists is never touched, so the office's edits survive every later seed.
import type { Kysely } from 'kysely';
import { ANTI_RAGGING_HELPLINE, COMPLIANCE_PAGES, MENU_PAGES, type SitePage } from '@college/shared-types';
import { sanitizeHtml } from '../content/sanitize-html';
import type { Database } from './database';

interface Body {
  en: string;
  hi: string;
}

const OFFICE_EN =
  '<p>For any question about this page, write to the college office through the <a href="/contact-us">Contact Us</a> page or call the office during working hours (10 am to 5 pm, Monday to Saturday).</p>';
const OFFICE_HI =
  '<p>इस पृष्ठ से सम्बन्धित किसी भी प्रश्न के लिए <a href="/contact-us">संपर्क करें</a> पृष्ठ से महाविद्यालय कार्यालय को लिखें या कार्य दिवसों में (सोमवार से शनिवार, प्रातः 10 से सायं 5 बजे) कार्यालय से संपर्क करें।</p>';

const COMPLIANCE_BODIES: Record<string, Body> = {
  sitemap: {
    en: '<p>Every page of this website, grouped as in the main menu. A machine-readable list is at <a href="/sitemap.xml">/sitemap.xml</a>.</p>',
    hi: '<p>इस वेबसाइट के सभी पृष्ठ, मुख्य मेनू के क्रम में। मशीन द्वारा पढ़ी जाने योग्य सूची <a href="/sitemap.xml">/sitemap.xml</a> पर है।</p>',
  },
  'accessibility-statement': {
    en: '<p>The college is committed to making this website accessible to everyone, whatever the device, technology or ability. It is designed to meet the Guidelines for Indian Government Websites (GIGW 3.0) and WCAG 2.1 level AA.</p><ul><li>Every page works with the keyboard alone, and the focus is always visible.</li><li>Every page is available in Hindi and English.</li><li>Images carry text alternatives; headings and landmarks give the page its structure.</li><li>The text can be enlarged up to 200% without loss of content.</li></ul><p>If you find a page you cannot use, tell us through the <a href="/feedback-form">Feedback</a> page: we will answer within 15 working days.</p>',
    hi: '<p>महाविद्यालय इस वेबसाइट को सभी के लिए सुगम बनाने के लिए प्रतिबद्ध है, चाहे उपकरण, तकनीक या क्षमता कोई भी हो। यह भारत सरकार की वेबसाइटों के दिशानिर्देश (GIGW 3.0) और WCAG 2.1 स्तर AA के अनुरूप बनाई गई है।</p><ul><li>प्रत्येक पृष्ठ केवल कीबोर्ड से चलाया जा सकता है और फ़ोकस सदैव दिखाई देता है।</li><li>प्रत्येक पृष्ठ हिन्दी और अंग्रेज़ी में उपलब्ध है।</li><li>चित्रों के साथ वैकल्पिक पाठ है; शीर्षक और लैंडमार्क पृष्ठ की संरचना बताते हैं।</li><li>पाठ को 200% तक बड़ा किया जा सकता है।</li></ul><p>यदि कोई पृष्ठ आप उपयोग नहीं कर पा रहे हैं, तो <a href="/feedback-form">प्रतिक्रिया</a> पृष्ठ से हमें बताएँ: हम 15 कार्य दिवसों में उत्तर देंगे।</p>',
  },
  'screen-reader-access': {
    en: '<p>This website can be read with a screen reader. Free and commercial screen readers that work with it:</p><table><thead><tr><th scope="col">Screen reader</th><th scope="col">Website</th><th scope="col">Free / commercial</th></tr></thead><tbody><tr><td>NVDA</td><td><a href="https://www.nvaccess.org">www.nvaccess.org</a></td><td>Free</td></tr><tr><td>TalkBack (Android)</td><td>Built into Android phones</td><td>Free</td></tr><tr><td>VoiceOver (iPhone, Mac)</td><td>Built into Apple devices</td><td>Free</td></tr><tr><td>JAWS</td><td><a href="https://www.freedomscientific.com">www.freedomscientific.com</a></td><td>Commercial</td></tr></tbody></table><p>Use the “Skip to main content” link at the top of each page to go straight to its content.</p>',
    hi: '<p>यह वेबसाइट स्क्रीन रीडर से पढ़ी जा सकती है। इसके साथ काम करने वाले निःशुल्क और व्यावसायिक स्क्रीन रीडर:</p><table><thead><tr><th scope="col">स्क्रीन रीडर</th><th scope="col">वेबसाइट</th><th scope="col">निःशुल्क / व्यावसायिक</th></tr></thead><tbody><tr><td>NVDA</td><td><a href="https://www.nvaccess.org">www.nvaccess.org</a></td><td>निःशुल्क</td></tr><tr><td>TalkBack (एंड्रॉइड)</td><td>एंड्रॉइड फ़ोन में उपलब्ध</td><td>निःशुल्क</td></tr><tr><td>VoiceOver (आईफ़ोन, मैक)</td><td>एप्पल उपकरणों में उपलब्ध</td><td>निःशुल्क</td></tr><tr><td>JAWS</td><td><a href="https://www.freedomscientific.com">www.freedomscientific.com</a></td><td>व्यावसायिक</td></tr></tbody></table><p>प्रत्येक पृष्ठ के ऊपर “मुख्य सामग्री पर जाएँ” लिंक से सीधे सामग्री पर पहुँचें।</p>',
  },
  help: {
    en:
      '<h2>Using this website</h2><ul><li>Choose Hindi or English with the language button in the header; the choice is remembered.</li><li>Documents open as PDF files: a free PDF reader is needed to read them.</li><li>Students register and apply for admission through <a href="/student/register">Online Admission</a>; the dashboard shows each step.</li></ul>' +
      OFFICE_EN,
    hi:
      '<h2>इस वेबसाइट का उपयोग</h2><ul><li>हेडर में भाषा बटन से हिन्दी या अंग्रेज़ी चुनें; आपका चयन याद रखा जाता है।</li><li>दस्तावेज़ PDF फ़ाइल के रूप में खुलते हैं: इन्हें पढ़ने के लिए निःशुल्क PDF रीडर आवश्यक है।</li><li>विद्यार्थी <a href="/student/register">ऑनलाइन प्रवेश</a> से पंजीकरण और आवेदन करते हैं; डैशबोर्ड प्रत्येक चरण दिखाता है।</li></ul>' +
      OFFICE_HI,
  },
  'terms-of-use': {
    en: '<p>This website is designed, developed and maintained by the college, a Government Degree College of the Department of Higher Education, Government of Uttar Pradesh. Its content is for information; though every effort is made to keep it accurate, it should not be construed as a statement of law. In case of any doubt, check with the college office or the source documents.</p><p>The college is not liable for any loss arising from the use of this website. Links to other websites are given for convenience; the college is not responsible for their content.</p><p>These terms are governed by the laws of India; disputes are subject to the jurisdiction of the courts of Uttar Pradesh.</p>',
    hi: '<p>यह वेबसाइट महाविद्यालय द्वारा बनाई और संचालित है, जो उत्तर प्रदेश शासन के उच्च शिक्षा विभाग का राजकीय स्नातक महाविद्यालय है। इसकी सामग्री सूचना हेतु है; इसे यथासम्भव सही रखने का प्रयास किया जाता है, फिर भी इसे विधि का कथन न माना जाए। किसी संदेह की स्थिति में महाविद्यालय कार्यालय या मूल दस्तावेज़ों से पुष्टि करें।</p><p>इस वेबसाइट के उपयोग से होने वाली किसी हानि के लिए महाविद्यालय उत्तरदायी नहीं है। अन्य वेबसाइटों के लिंक सुविधा हेतु दिए गए हैं; उनकी सामग्री के लिए महाविद्यालय उत्तरदायी नहीं है।</p><p>ये शर्तें भारत के कानूनों के अधीन हैं; विवाद उत्तर प्रदेश के न्यायालयों के क्षेत्राधिकार में होंगे।</p>',
  },
  'privacy-policy': {
    en: '<p>This website does not collect personal information from visitors who only read it, and uses no advertising or tracking cookies.</p><p>Students who register give their name, email, mobile number and the details of the admission form. These are used only for admission, fees and the college’s records, are shown only to the student and to the college staff whose work needs them, and are never sold or shared except as the law requires. Payments are made on the payment gateway’s own page; the college does not store card or bank details.</p><p>A student may ask the office to correct their details.</p>',
    hi: '<p>केवल पढ़ने वाले आगंतुकों से यह वेबसाइट कोई व्यक्तिगत जानकारी नहीं लेती और विज्ञापन या ट्रैकिंग कुकी का उपयोग नहीं करती।</p><p>पंजीकरण करने वाले विद्यार्थी अपना नाम, ईमेल, मोबाइल नंबर और प्रवेश फ़ॉर्म का विवरण देते हैं। इनका उपयोग केवल प्रवेश, शुल्क और महाविद्यालय के अभिलेखों हेतु होता है; ये केवल विद्यार्थी और उन कर्मचारियों को दिखते हैं जिनके कार्य हेतु आवश्यक हैं, और विधि की अपेक्षा के अतिरिक्त कभी बेचे या साझा नहीं किए जाते। भुगतान भुगतान गेटवे के अपने पृष्ठ पर होता है; महाविद्यालय कार्ड या बैंक विवरण संग्रहीत नहीं करता।</p><p>विद्यार्थी अपने विवरण में सुधार हेतु कार्यालय से अनुरोध कर सकते हैं।</p>',
  },
  'copyright-policy': {
    en: '<p>Material on this website may be reproduced free of charge after taking permission by writing to the college office. It must be reproduced accurately and not in a misleading context, and the source must be acknowledged. This permission does not extend to material identified as the copyright of a third party; permission for it must be obtained from its owner.</p>',
    hi: '<p>इस वेबसाइट की सामग्री महाविद्यालय कार्यालय को लिखकर अनुमति लेने के पश्चात् निःशुल्क पुनः प्रकाशित की जा सकती है। इसे सही रूप में और भ्रामक संदर्भ के बिना प्रकाशित करना होगा तथा स्रोत का उल्लेख करना होगा। यह अनुमति किसी तृतीय पक्ष के कॉपीराइट वाली सामग्री पर लागू नहीं है; उसकी अनुमति उसके स्वामी से लेनी होगी।</p>',
  },
  'hyperlinking-policy': {
    en: '<p><strong>Links to other websites.</strong> This website links to other websites for your convenience. The college is not responsible for their content or availability, and a link does not mean the college endorses them.</p><p><strong>Links to this website.</strong> You may link to any page of this website without asking; we only ask you to tell the office, so that you can be informed of changes. Its pages must not be loaded into frames on your site: they must open in a new browser window or tab.</p>',
    hi: '<p><strong>अन्य वेबसाइटों के लिंक।</strong> आपकी सुविधा हेतु यह वेबसाइट अन्य वेबसाइटों के लिंक देती है। उनकी सामग्री या उपलब्धता के लिए महाविद्यालय उत्तरदायी नहीं है, और लिंक का अर्थ उनका समर्थन नहीं है।</p><p><strong>इस वेबसाइट के लिंक।</strong> आप बिना अनुमति इस वेबसाइट के किसी भी पृष्ठ का लिंक दे सकते हैं; कृपया कार्यालय को सूचित करें ताकि परिवर्तनों की जानकारी आपको मिल सके। इसके पृष्ठ आपकी साइट के फ़्रेम में न खोले जाएँ: वे नई विंडो या टैब में खुलें।</p>',
  },
  'anti-ragging': {
    en: `<p>Ragging in any form is a criminal offence and is strictly prohibited in the college, under the UGC Regulations on Curbing the Menace of Ragging in Higher Educational Institutions, 2009. A student found guilty may be suspended, expelled and reported to the police.</p><h2>Help at any hour</h2><ul><li>National Anti-Ragging Helpline (toll free, 24×7): <a href="tel:${ANTI_RAGGING_HELPLINE.replace(/-/g, '')}">${ANTI_RAGGING_HELPLINE}</a></li><li>Email: <a href="mailto:helpline@antiragging.in">helpline@antiragging.in</a></li><li>Website: <a href="https://www.antiragging.in">www.antiragging.in</a></li></ul><h2>In the college</h2><p>The <strong>Anti-Ragging Committee</strong>, chaired by the Principal, with teachers, a representative of the police and local administration, parents and students, sees that the regulations are followed. The <strong>Anti-Ragging Squad</strong> of teachers makes surprise checks of the campus, the canteen and the bus stops, and acts on every complaint at once. Their members and phone numbers are on the college notice board.</p><p>Every student and parent gives an anti-ragging undertaking at admission, online at <a href="https://www.antiragging.in">www.antiragging.in</a>.</p>`,
    hi: `<p>किसी भी प्रकार की रैगिंग दण्डनीय अपराध है और महाविद्यालय में पूर्णतः प्रतिबन्धित है (यूजीसी उच्च शिक्षण संस्थानों में रैगिंग की रोकथाम विनियम, 2009)। दोषी विद्यार्थी को निलम्बित या निष्कासित किया जा सकता है और पुलिस को सूचित किया जाएगा।</p><h2>किसी भी समय सहायता</h2><ul><li>राष्ट्रीय रैगिंग निरोधक हेल्पलाइन (निःशुल्क, 24×7): <a href="tel:${ANTI_RAGGING_HELPLINE.replace(/-/g, '')}">${ANTI_RAGGING_HELPLINE}</a></li><li>ईमेल: <a href="mailto:helpline@antiragging.in">helpline@antiragging.in</a></li><li>वेबसाइट: <a href="https://www.antiragging.in">www.antiragging.in</a></li></ul><h2>महाविद्यालय में</h2><p>प्राचार्य की अध्यक्षता में <strong>रैगिंग निरोधक समिति</strong>, जिसमें शिक्षक, पुलिस एवं स्थानीय प्रशासन के प्रतिनिधि, अभिभावक और विद्यार्थी हैं, विनियमों के पालन को सुनिश्चित करती है। शिक्षकों का <strong>रैगिंग निरोधक दस्ता</strong> परिसर, कैंटीन और बस स्टॉप का आकस्मिक निरीक्षण करता है और प्रत्येक शिकायत पर तुरन्त कार्रवाई करता है। इनके सदस्यों के नाम और फ़ोन नंबर महाविद्यालय के सूचना पट पर हैं।</p><p>प्रवेश के समय प्रत्येक विद्यार्थी और अभिभावक <a href="https://www.antiragging.in">www.antiragging.in</a> पर ऑनलाइन रैगिंग निरोधक शपथ पत्र देते हैं।</p>`,
  },
  rti: {
    en: '<p>Under the Right to Information Act, 2005, any citizen of India may ask the college for information it holds.</p><h2>How to apply</h2><p>Write to the <strong>Public Information Officer</strong> of the college, with the fee of ₹10 (by postal order, demand draft or in cash at the office against a receipt; applicants below the poverty line pay no fee, with proof). The information is given within 30 days.</p><table><tbody><tr><th scope="row">Public Information Officer</th><td>The senior Associate Professor nominated by the Principal, college office</td></tr><tr><th scope="row">First Appellate Authority</th><td>The Principal of the college</td></tr><tr><th scope="row">Second appeal</th><td>Uttar Pradesh State Information Commission, Lucknow</td></tr></tbody></table><p>If you get no answer in 30 days, or are not satisfied, appeal to the First Appellate Authority within 30 days.</p>',
    hi: '<p>सूचना का अधिकार अधिनियम, 2005 के अन्तर्गत भारत का कोई भी नागरिक महाविद्यालय के पास उपलब्ध सूचना माँग सकता है।</p><h2>आवेदन कैसे करें</h2><p>महाविद्यालय के <strong>जन सूचना अधिकारी</strong> को ₹10 शुल्क के साथ लिखें (पोस्टल ऑर्डर, डिमांड ड्राफ्ट या कार्यालय में नकद, रसीद सहित; गरीबी रेखा से नीचे के आवेदकों को प्रमाण सहित शुल्क नहीं देना है)। सूचना 30 दिनों में दी जाती है।</p><table><tbody><tr><th scope="row">जन सूचना अधिकारी</th><td>प्राचार्य द्वारा नामित वरिष्ठ एसोसिएट प्रोफ़ेसर, महाविद्यालय कार्यालय</td></tr><tr><th scope="row">प्रथम अपीलीय अधिकारी</th><td>महाविद्यालय के प्राचार्य</td></tr><tr><th scope="row">द्वितीय अपील</th><td>उत्तर प्रदेश राज्य सूचना आयोग, लखनऊ</td></tr></tbody></table><p>30 दिनों में उत्तर न मिलने या असन्तुष्ट होने पर 30 दिनों के भीतर प्रथम अपीलीय अधिकारी को अपील करें।</p>',
  },
  'grievance-redressal': {
    en: '<p>Under the UGC (Redressal of Grievances of Students) Regulations, 2023, every student or applicant may raise a grievance about admission, fees, examinations, certificates, harassment or any other matter.</p><h2>Student Grievance Redressal Committee</h2><p>Chaired by a professor nominated by the Principal, with four teachers and a student representative, the committee hears every grievance and decides within 15 working days. Submit your grievance through the <a href="/feedback-form">Feedback</a> page or in writing at the college office.</p><h2>Ombudsperson</h2><p>A student not satisfied with the committee’s decision may appeal within 15 days to the <strong>Ombudsperson</strong> appointed by the affiliating university, Dr. Bhimrao Ambedkar University, Agra, who decides within 30 days.</p><p>Grievances can also be filed on the UGC e-Samadhan portal and the Government of Uttar Pradesh’s IGRS portal (jansunwai.up.nic.in).</p>',
    hi: '<p>यूजीसी (विद्यार्थियों की शिकायतों का निवारण) विनियम, 2023 के अन्तर्गत प्रत्येक विद्यार्थी या आवेदक प्रवेश, शुल्क, परीक्षा, प्रमाणपत्र, उत्पीड़न या किसी अन्य विषय पर शिकायत कर सकता है।</p><h2>छात्र शिकायत निवारण समिति</h2><p>प्राचार्य द्वारा नामित प्रोफ़ेसर की अध्यक्षता में, चार शिक्षकों और एक छात्र प्रतिनिधि सहित, यह समिति प्रत्येक शिकायत सुनती है और 15 कार्य दिवसों में निर्णय देती है। अपनी शिकायत <a href="/feedback-form">प्रतिक्रिया</a> पृष्ठ से या महाविद्यालय कार्यालय में लिखित रूप में दें।</p><h2>लोकपाल</h2><p>समिति के निर्णय से असन्तुष्ट विद्यार्थी 15 दिनों में सम्बद्ध विश्वविद्यालय, डॉ. भीमराव आंबेडकर विश्वविद्यालय, आगरा द्वारा नियुक्त <strong>लोकपाल</strong> को अपील कर सकता है, जो 30 दिनों में निर्णय देते हैं।</p><p>शिकायतें यूजीसी ई-समाधान पोर्टल और उत्तर प्रदेश शासन के आईजीआरएस पोर्टल (jansunwai.up.nic.in) पर भी दर्ज की जा सकती हैं।</p>',
  },
  'mandatory-disclosure': {
    en: '<p>The information the University Grants Commission asks every college to publish:</p><ul><li>Name, address and affiliation: see <a href="/about/about-us">About Us</a>.</li><li>Courses, seats and fees: see <a href="/academic">Academic</a> and the <a href="/students/prospectus">Prospectus</a>.</li><li>Faculty and staff: see <a href="/faculties-staffs">Faculties &amp; Staffs</a>.</li><li>Facilities: see <a href="/facilities">Facilities</a>.</li><li>Anti-ragging, RTI and grievance redressal: see <a href="/anti-ragging">Anti-Ragging</a>, <a href="/rti">Right to Information</a> and <a href="/grievance-redressal">Grievance Redressal</a>.</li><li>Internal Quality Assurance Cell: see <a href="/administration/iqac">IQAC</a>.</li></ul><p>Audited accounts and the annual report are published here by the office as PDF files.</p>',
    hi: '<p>विश्वविद्यालय अनुदान आयोग द्वारा प्रत्येक महाविद्यालय से अपेक्षित सूचना:</p><ul><li>नाम, पता और सम्बद्धता: <a href="/about/about-us">हमारे बारे में</a> देखें।</li><li>पाठ्यक्रम, सीटें और शुल्क: <a href="/academic">शैक्षणिक</a> और <a href="/students/prospectus">विवरणिका</a> देखें।</li><li>शिक्षक एवं कर्मचारी: <a href="/faculties-staffs">संकाय एवं कर्मचारी</a> देखें।</li><li>सुविधाएँ: <a href="/facilities">सुविधाएँ</a> देखें।</li><li>रैगिंग निषेध, सूचना का अधिकार और शिकायत निवारण: <a href="/anti-ragging">रैगिंग निषेध</a>, <a href="/rti">सूचना का अधिकार</a> और <a href="/grievance-redressal">शिकायत निवारण</a> देखें।</li><li>आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ: <a href="/administration/iqac">IQAC</a> देखें।</li></ul><p>अंकेक्षित लेखा और वार्षिक प्रतिवेदन कार्यालय द्वारा यहाँ PDF फ़ाइलों के रूप में प्रकाशित किए जाते हैं।</p>',
  },
};

/** Menu pages with more to say than the common text. */
const MENU_BODIES: Record<string, Body> = {
  'administration-iqac': {
    en: '<p>The Internal Quality Assurance Cell (IQAC), set up under the NAAC guidelines and chaired by the Principal, plans and reviews the quality of teaching, learning and administration in the college. It prepares the Annual Quality Assurance Report (AQAR), collects feedback from students, teachers, parents and alumni, and organises workshops and audits.</p><p>Minutes of meetings, AQARs and feedback reports are published on this page.</p>',
    hi: '<p>आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC), नैक के दिशानिर्देशों के अनुसार प्राचार्य की अध्यक्षता में गठित, महाविद्यालय में शिक्षण, अधिगम और प्रशासन की गुणवत्ता की योजना और समीक्षा करता है। यह वार्षिक गुणवत्ता आश्वासन प्रतिवेदन (AQAR) तैयार करता है, विद्यार्थियों, शिक्षकों, अभिभावकों और पूर्व छात्रों से प्रतिक्रिया लेता है तथा कार्यशालाएँ और अंकेक्षण आयोजित करता है।</p><p>बैठकों के कार्यवृत्त, AQAR और प्रतिक्रिया प्रतिवेदन इस पृष्ठ पर प्रकाशित किए जाते हैं।</p>',
  },
  'students-results': {
    en: '<p>Results of the university examinations are declared by Dr. Bhimrao Ambedkar University, Agra, on its website. The college publishes the results of its own internal examinations below as PDF files.</p><ul><li>No result has been published for the current session yet.</li></ul>',
    hi: '<p>विश्वविद्यालय परीक्षाओं के परिणाम डॉ. भीमराव आंबेडकर विश्वविद्यालय, आगरा द्वारा अपनी वेबसाइट पर घोषित किए जाते हैं। महाविद्यालय की आन्तरिक परीक्षाओं के परिणाम नीचे PDF फ़ाइलों के रूप में प्रकाशित किए जाते हैं।</p><ul><li>वर्तमान सत्र का कोई परिणाम अभी प्रकाशित नहीं हुआ है।</li></ul>',
  },
};

function menuBody(page: SitePage): Body {
  return (
    MENU_BODIES[page.slug] ?? {
      en: `<p>${page.title.en}: the documents and information of the college on this subject are published on this page by the college office as they are issued.</p>${OFFICE_EN}`,
      hi: `<p>${page.title.hi}: इस विषय पर महाविद्यालय के दस्तावेज़ और सूचनाएँ जारी होने पर महाविद्यालय कार्यालय द्वारा इस पृष्ठ पर प्रकाशित की जाती हैं।</p>${OFFICE_HI}`,
    }
  );
}

/** Every page the site starts with, with its initial text. */
export function initialPages(): Array<{ page: SitePage; body: Body }> {
  return [
    ...COMPLIANCE_PAGES.map((page) => ({ page, body: COMPLIANCE_BODIES[page.slug] as Body })),
    ...MENU_PAGES.map((page) => ({ page, body: menuBody(page) })),
  ];
}

/** Creates and publishes each missing page; returns how many were created. */
export async function seedPages(db: Kysely<Database>): Promise<number> {
  const existing = new Set((await db.selectFrom('pages').select('slug').execute()).map((r) => r.slug));
  let created = 0;
  for (const { page, body } of initialPages()) {
    if (existing.has(page.slug)) continue;
    const at = new Date().toISOString();
    const values = {
      title_hi: page.title.hi,
      title_en: page.title.en,
      body_hi: sanitizeHtml(body.hi),
      body_en: sanitizeHtml(body.en),
    };
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('pages')
        .values({ slug: page.slug, ...values, updated_by: null, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('page_versions')
        .values({ page_id: row.id, version: 1, ...values, published_by: null, published_at: at })
        .execute();
    });
    created += 1;
  }
  return created;
}
