// Public Relation Officer: who answers the public for the college, and what they do.
import * as css from './administration.module.css';
import { Page } from '../../components/page';
import { placeholderPhoto } from '../../components/placeholder-images';
import { useText } from '@college/web-kit';
import { useSite } from '../../app/use-site';

const TEXT = {
  en: {
    title: 'Public Relation Officer',
    name: 'Dr. Sanjay Kumar Singh',
    role: 'Assistant Professor, Department of Commerce',
    nameLabel: 'Name',
    roleLabel: 'Post',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    notAvailable: 'Not available',
    duties: 'Responsibilities',
    dutyList: [
      'Informs the public, parents and the press about admissions, examinations, results and events.',
      'Keeps the notices and news of this website up to date with the offices concerned.',
      'Answers enquiries sent through the Contact Us and Feedback forms, or passes them to the right office.',
      'Coordinates the visits of officials and guests and the coverage of college events.',
    ],
    hours: 'The officer meets visitors on working days from 10:00 am to 2:00 pm in the administrative block.',
  },
  hi: {
    title: 'जनसंपर्क अधिकारी',
    name: 'डॉ. संजय कुमार सिंह',
    role: 'असिस्टेंट प्रोफ़ेसर, वाणिज्य विभाग',
    nameLabel: 'नाम',
    roleLabel: 'पद',
    emailLabel: 'ईमेल',
    phoneLabel: 'फ़ोन',
    notAvailable: 'उपलब्ध नहीं',
    duties: 'दायित्व',
    dutyList: [
      'प्रवेश, परीक्षा, परिणाम एवं आयोजनों की जानकारी जनता, अभिभावकों एवं मीडिया तक पहुँचाना।',
      'सम्बन्धित कार्यालयों के साथ मिलकर इस वेबसाइट की सूचनाएँ एवं समाचार अद्यतन रखना।',
      '"संपर्क करें" एवं "प्रतिक्रिया" फ़ॉर्म से आए प्रश्नों का उत्तर देना या उन्हें सम्बन्धित कार्यालय तक पहुँचाना।',
      'अधिकारियों एवं अतिथियों के आगमन तथा महाविद्यालय के आयोजनों के प्रचार का समन्वय करना।',
    ],
    hours: 'अधिकारी कार्यदिवसों में प्रातः 10:00 से अपराह्न 2:00 बजे तक प्रशासनिक भवन में मिलते हैं।',
  },
};

export function PublicRelationOfficerPage() {
  const { lang } = useText();
  const store = useSite('store');
  const x = TEXT[lang];
  const email = store?.store_email?.trim();
  const phone = store?.store_phone?.trim();
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }} prose>
      <div className={css.officer}>
        <img src={placeholderPhoto} alt="" width={140} height={140} />
        <dl>
          <dt>{x.nameLabel}</dt>
          <dd>{x.name}</dd>
          <dt>{x.roleLabel}</dt>
          <dd>{x.role}</dd>
          <dt>{x.emailLabel}</dt>
          <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : x.notAvailable}</dd>
          <dt>{x.phoneLabel}</dt>
          <dd>{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : x.notAvailable}</dd>
        </dl>
      </div>
      <h2>{x.duties}</h2>
      <ul>
        {x.dutyList.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <p>{x.hours}</p>
    </Page>
  );
}
