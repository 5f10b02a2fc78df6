// Committees (SPEC §2): the core committees of the college and the admission committee.
import { pick, type Bilingual } from '@college/shared-types';
import { DataTable } from '../../components/data-table';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';
import { PEOPLE } from './people';

const L = (en: string, hi: string): Bilingual => ({ en, hi });

const CORE: ReadonlyArray<readonly [Bilingual, Bilingual]> = [
  [L('Internal Quality Assurance Cell (IQAC)', 'आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC)'), PEOPLE.sharma],
  [L('Examination Committee', 'परीक्षा समिति'), PEOPLE.manoj],
  [L('Anti-Ragging Committee', 'रैगिंग निरोधक समिति'), PEOPLE.yadav],
  [L('Internal Complaints Committee', 'आंतरिक शिकायत समिति'), PEOPLE.verma],
  [L('Scholarship Committee', 'छात्रवृत्ति समिति'), PEOPLE.gupta],
  [L('Library Committee', 'पुस्तकालय समिति'), PEOPLE.librarian],
  [L('Sports Committee', 'क्रीड़ा समिति'), PEOPLE.deepak],
  [L('Cultural Committee', 'सांस्कृतिक समिति'), PEOPLE.gupta],
  [L('Grievance Redressal Committee', 'शिकायत निवारण समिति'), PEOPLE.khan],
  [L('Website and Media Committee', 'वेबसाइट एवं मीडिया समिति'), PEOPLE.singh],
];

const CONVENER = L('Convener', 'संयोजक');
const MEMBER = L('Member', 'सदस्य');
const ADMISSION: ReadonlyArray<readonly [Bilingual, Bilingual]> = [
  [PEOPLE.manoj, CONVENER],
  [PEOPLE.sharma, MEMBER],
  [PEOPLE.verma, MEMBER],
  [PEOPLE.khan, MEMBER],
  [PEOPLE.singh, MEMBER],
];

const TEXT = {
  en: {
    title: 'Committees',
    intro:
      'The work of the college is shared among committees of teachers. Each has a convener who reports to the Principal; students may bring any matter to the committee concerned.',
    core: 'Core committees, 2025-26',
    admission: 'Admission committee, 2025-26',
    admissionText:
      'The admission committee checks the applications made on the student portal, verifies documents and approves admissions in the order of merit.',
  },
  hi: {
    title: 'समितियाँ',
    intro:
      'महाविद्यालय का कार्य शिक्षकों की समितियों में बँटा है। प्रत्येक समिति का एक संयोजक होता है जो प्राचार्य को रिपोर्ट करता है; विद्यार्थी अपना कोई भी विषय सम्बन्धित समिति के समक्ष रख सकते हैं।',
    core: 'मुख्य समितियाँ, 2025-26',
    admission: 'प्रवेश समिति, 2025-26',
    admissionText:
      'प्रवेश समिति छात्र पोर्टल पर किए गए आवेदनों की जाँच करती है, अभिलेखों का सत्यापन करती है तथा योग्यता क्रम में प्रवेश स्वीकृत करती है।',
  },
};

export function CommitteesPage() {
  const { lang } = useText();
  const x = TEXT[lang];
  const core = CORE.map(([committee, convener], i) => ({
    sno: i + 1,
    committee: pick(committee, lang),
    convener: pick(convener, lang),
  }));
  const admission = ADMISSION.map(([name, role], i) => ({
    sno: i + 1,
    name: pick(name, lang),
    role: pick(role, lang),
  }));
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }} prose>
      <p>{x.intro}</p>
      <DataTable
        caption={x.core}
        columns={[
          { key: 'sno', label: { en: 'S.No', hi: 'क्र.सं.' } },
          { key: 'committee', label: { en: 'Committee', hi: 'समिति' } },
          { key: 'convener', label: { en: 'Convener', hi: 'संयोजक' } },
        ]}
        rows={core}
      />
      <h2>{x.admission}</h2>
      <p>{x.admissionText}</p>
      <DataTable
        caption={x.admission}
        columns={[
          { key: 'sno', label: { en: 'S.No', hi: 'क्र.सं.' } },
          { key: 'name', label: { en: 'Name', hi: 'नाम' } },
          { key: 'role', label: { en: 'Role', hi: 'भूमिका' } },
        ]}
        rows={admission}
      />
    </Page>
  );
}
