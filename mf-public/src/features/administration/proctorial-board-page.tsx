// Proctorial Board: its members and its duties.
import { pick } from '@college/shared-types';
import { DataTable } from '../../components/data-table';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';
import { DEPARTMENTS, PEOPLE } from './people';

const CHIEF = { en: 'Chief Proctor', hi: 'मुख्य कुलानुशासक' };
const PROCTOR = { en: 'Proctor', hi: 'कुलानुशासक' };
const MEMBERS = [
  [PEOPLE.yadav, CHIEF, DEPARTMENTS.zoology],
  [PEOPLE.sharma, PROCTOR, DEPARTMENTS.chemistry],
  [PEOPLE.manoj, PROCTOR, DEPARTMENTS.commerce],
  [PEOPLE.verma, PROCTOR, DEPARTMENTS.botany],
  [PEOPLE.deepak, PROCTOR, DEPARTMENTS.physics],
] as const;

const TEXT = {
  en: {
    title: 'Proctorial Board',
    intro:
      'The Proctorial Board keeps the campus safe, orderly and free of ragging, so that every student can study without fear.',
    members: 'Members of the board, 2025-26',
    duties: 'Duties',
    dutyList: [
      'Keep discipline on the campus and in the classrooms, laboratories and library.',
      'Prevent ragging, eve-teasing and every form of harassment, and act at once on a complaint.',
      'Check identity cards and keep outsiders off the campus.',
      'Keep order during examinations, admissions and college events.',
      'Counsel students and, when needed, speak with their parents.',
    ],
    help: 'A student in trouble may go to any member of the board or write through the Contact Us page.',
  },
  hi: {
    title: 'अनुशासन मंडल',
    intro: 'अनुशासन मंडल परिसर को सुरक्षित, व्यवस्थित एवं रैगिंग-मुक्त रखता है, ताकि प्रत्येक विद्यार्थी निर्भय होकर अध्ययन कर सके।',
    members: 'मंडल के सदस्य, 2025-26',
    duties: 'दायित्व',
    dutyList: [
      'परिसर, कक्षाओं, प्रयोगशालाओं एवं पुस्तकालय में अनुशासन बनाए रखना।',
      'रैगिंग, छेड़छाड़ एवं हर प्रकार के उत्पीड़न को रोकना तथा शिकायत पर तुरंत कार्रवाई करना।',
      'परिचय पत्र की जाँच करना एवं बाहरी व्यक्तियों को परिसर से दूर रखना।',
      'परीक्षा, प्रवेश एवं आयोजनों के समय व्यवस्था बनाए रखना।',
      'विद्यार्थियों को परामर्श देना तथा आवश्यकता होने पर अभिभावकों से संवाद करना।',
    ],
    help: 'किसी कठिनाई में विद्यार्थी मंडल के किसी भी सदस्य से मिल सकते हैं या "संपर्क करें" पृष्ठ से लिख सकते हैं।',
  },
};

const COLUMNS = [
  { key: 'sno', label: { en: 'S.No', hi: 'क्र.सं.' } },
  { key: 'name', label: { en: 'Name', hi: 'नाम' } },
  { key: 'post', label: { en: 'Post', hi: 'पद' } },
  { key: 'department', label: { en: 'Department', hi: 'विभाग' } },
];

export function ProctorialBoardPage() {
  const { lang } = useText();
  const x = TEXT[lang];
  const rows = MEMBERS.map(([name, post, dep], i) => ({
    sno: i + 1,
    name: pick(name, lang),
    post: pick(post, lang),
    department: pick(dep, lang),
  }));
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }} prose>
      <p>{x.intro}</p>
      <DataTable caption={x.members} columns={COLUMNS} rows={rows} />
      <h2>{x.duties}</h2>
      <ul>
        {x.dutyList.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <p>{x.help}</p>
    </Page>
  );
}
