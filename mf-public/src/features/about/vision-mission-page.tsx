// Vision and Mission: static text and the college's values.
import * as css from './about.module.css';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';

const TEXT = {
  en: {
    title: 'Vision & Mission',
    vision: 'Vision',
    visionText:
      'To be a centre of quality higher education that makes the young people of the region capable, responsible and self-reliant citizens.',
    mission: 'Mission',
    missions: [
      'Offer affordable, quality education in science and commerce to every eligible student, especially those from rural and disadvantaged families.',
      'Teach through well-equipped laboratories, a rich library and modern digital tools.',
      'Encourage research, a scientific temper and new ideas among students and teachers.',
      'Build character, discipline and respect for constitutional values through NSS, NCC, sports and cultural activities.',
      "Support women's education and the inclusion of every section of society.",
    ],
    values: 'Our values',
    valueList: [
      ['Integrity', 'Honesty in teaching, examinations and administration.'],
      ['Inclusion', 'A place for every student, whatever their background.'],
      ['Excellence', 'High standards in learning and in service.'],
      ['Service', 'Knowledge put to work for society.'],
    ],
  },
  hi: {
    title: 'दृष्टि एवं लक्ष्य',
    vision: 'दृष्टि',
    visionText: 'गुणवत्तापूर्ण उच्च शिक्षा का ऐसा केन्द्र बनना, जो क्षेत्र के युवाओं को सक्षम, उत्तरदायी एवं आत्मनिर्भर नागरिक बनाए।',
    mission: 'लक्ष्य',
    missions: [
      'प्रत्येक योग्य विद्यार्थी, विशेषकर ग्रामीण एवं वंचित परिवारों के विद्यार्थियों को, विज्ञान एवं वाणिज्य की सुलभ एवं गुणवत्तापूर्ण शिक्षा देना।',
      'सुसज्जित प्रयोगशालाओं, समृद्ध पुस्तकालय एवं आधुनिक डिजिटल साधनों से शिक्षण करना।',
      'विद्यार्थियों एवं शिक्षकों में शोध, वैज्ञानिक दृष्टिकोण एवं नवाचार को प्रोत्साहित करना।',
      'राष्ट्रीय सेवा योजना, एन.सी.सी., खेलकूद एवं सांस्कृतिक गतिविधियों से चरित्र, अनुशासन एवं संवैधानिक मूल्यों के प्रति सम्मान का निर्माण करना।',
      'नारी शिक्षा एवं समाज के प्रत्येक वर्ग की सहभागिता को बढ़ावा देना।',
    ],
    values: 'हमारे मूल्य',
    valueList: [
      ['सत्यनिष्ठा', 'शिक्षण, परीक्षा एवं प्रशासन में ईमानदारी।'],
      ['समावेश', 'हर पृष्ठभूमि के विद्यार्थी के लिए स्थान।'],
      ['उत्कृष्टता', 'अध्ययन एवं सेवा में उच्च मानक।'],
      ['सेवा', 'समाज के हित में ज्ञान का उपयोग।'],
    ],
  },
};

export function VisionMissionPage() {
  const { lang } = useText();
  const x = TEXT[lang];
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }} prose>
      <h2>{x.vision}</h2>
      <p>{x.visionText}</p>
      <h2>{x.mission}</h2>
      <ul>
        {x.missions.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      <h2>{x.values}</h2>
      <ul className={css.values}>
        {x.valueList.map(([name, text]) => (
          <li key={name}>
            <strong>{name}</strong>
            {text}
          </li>
        ))}
      </ul>
    </Page>
  );
}
