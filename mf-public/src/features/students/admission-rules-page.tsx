// Admission Rules (SPEC §2): the ten general rules of admission.
import { Page } from '../../components/page';
import { ModuleLink, useText } from '@college/web-kit';

const TEXT = {
  en: {
    title: 'Admission Rules',
    intro: 'General rules of admission, 2025-26. Every applicant accepts them by applying.',
    merit: 'The merit lists of each course and round are published on this site:',
    meritLink: 'Merit lists',
    rules: [
      'Reservation applies only to natives of Uttar Pradesh; applicants from other states are treated as General.',
      'An applicant with a break in studies must give an affidavit for the gap; a gap of at most two years is allowed, and marks are deducted for it as the university lays down.',
      'No transfer from one faculty to another is allowed after admission.',
      'No admission is made beyond the sanctioned seats of a course.',
      'No admission is given to a history-sheeter or to anyone convicted of an offence involving moral turpitude.',
      'An applicant who already holds a postgraduate degree is not admitted to a postgraduate course.',
      'No fresh admission is made to the second or third year without the permission of the Vice-Chancellor.',
      'A student must attend at least 75% of the classes to be a regular student and to sit the examinations.',
      'Admission is provisional until the original documents are verified; false information cancels it at any time.',
      'Fees once paid are refunded only as the rules of the government and the university allow.',
    ],
  },
  hi: {
    title: 'प्रवेश नियम',
    intro: 'प्रवेश के सामान्य नियम, 2025-26। आवेदन करने वाला प्रत्येक अभ्यर्थी इन्हें स्वीकार करता है।',
    merit: 'प्रत्येक पाठ्यक्रम एवं चरण की मेरिट सूचियाँ इस वेबसाइट पर प्रकाशित होती हैं:',
    meritLink: 'मेरिट सूचियाँ',
    rules: [
      'आरक्षण का लाभ केवल उत्तर प्रदेश के मूल निवासियों को मिलेगा; अन्य राज्यों के अभ्यर्थी सामान्य श्रेणी में माने जाएँगे।',
      'अध्ययन में अंतराल होने पर अभ्यर्थी को शपथ-पत्र देना होगा; अधिकतम दो वर्ष का अंतराल मान्य है और उसके लिए विश्वविद्यालय के नियमानुसार अंक घटाए जाएँगे।',
      'प्रवेश के बाद एक संकाय से दूसरे संकाय में स्थानांतरण नहीं होगा।',
      'किसी पाठ्यक्रम की स्वीकृत सीटों से अधिक प्रवेश नहीं होगा।',
      'हिस्ट्रीशीटर अथवा नैतिक अधमता के अपराध में दोषसिद्ध व्यक्ति को प्रवेश नहीं दिया जाएगा।',
      'जिस अभ्यर्थी के पास पहले से परास्नातक उपाधि है, उसे परास्नातक पाठ्यक्रम में प्रवेश नहीं मिलेगा।',
      'कुलपति की अनुमति के बिना द्वितीय या तृतीय वर्ष में नया प्रवेश नहीं होगा।',
      'नियमित विद्यार्थी माने जाने एवं परीक्षा में बैठने के लिए कम-से-कम 75% उपस्थिति अनिवार्य है।',
      'मूल अभिलेखों के सत्यापन तक प्रवेश अनंतिम रहेगा; गलत सूचना पाए जाने पर प्रवेश कभी भी निरस्त किया जा सकता है।',
      'एक बार जमा किया गया शुल्क केवल शासन एवं विश्वविद्यालय के नियमानुसार ही वापस होगा।',
    ],
  },
};

export function AdmissionRulesPage() {
  const { lang } = useText();
  const x = TEXT[lang];
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }} prose>
      <p>{x.intro}</p>
      <ol data-testid="admission-rules">
        {x.rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ol>
      <p>
        {x.merit} <ModuleLink href="/merit-list">{x.meritLink}</ModuleLink>
      </p>
    </Page>
  );
}
