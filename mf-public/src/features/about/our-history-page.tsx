// Our History: how the college grew, as static text with its milestones.
import * as css from './about.module.css';
import { Page } from '../../components/page';
import { useText } from '@college/web-kit';

const TEXT = {
  en: {
    title: 'Our History',
    paragraphs: [
      'The college was founded in 1997 by the Government of Uttar Pradesh to bring higher education within reach of the young people of this largely rural area, many of them the first in their families to study at a college.',
      'Teaching began with the undergraduate courses in science (B.Sc.) and commerce (B.Com.). The college moved to its own campus of 14.36 acres once its first buildings were ready, and has grown on it ever since.',
      'Laboratories for physics, chemistry, botany and zoology followed, then a library that now holds more than seventeen thousand books and journals, and a computer lab. In 2013 the postgraduate courses M.Sc. and M.Com. began.',
      'Today the college serves students from the villages and towns around it, a large share of them young women, and prepares them for further study, competitive examinations, work and public life.',
    ],
    milestones: 'Milestones',
    events: [
      ['1997', 'The college is founded by the Government of Uttar Pradesh with B.Sc. and B.Com.'],
      ['2005', 'Science laboratories and the library move into the new academic block.'],
      ['2013', 'Postgraduate courses: M.Sc. (Botany, Zoology, Chemistry, Mathematics, Physics) and M.Com.'],
      ['2019', 'Smart classrooms, the computer lab and the e-library open.'],
      ['2025', 'Admissions move online through the student portal.'],
    ],
  },
  hi: {
    title: 'हमारा इतिहास',
    paragraphs: [
      'महाविद्यालय की स्थापना वर्ष 1997 में उत्तर प्रदेश शासन द्वारा की गई, ताकि इस ग्रामीण अंचल के युवाओं को — जिनमें से अनेक अपने परिवार में महाविद्यालय तक पहुँचने वाले पहले सदस्य हैं — उच्च शिक्षा अपने क्षेत्र में ही सुलभ हो सके।',
      'शिक्षण का आरम्भ विज्ञान (बी.एससी.) एवं वाणिज्य (बी.कॉम.) के स्नातक पाठ्यक्रमों से हुआ। प्रथम भवनों के तैयार होते ही महाविद्यालय 14.36 एकड़ के अपने परिसर में आ गया और तब से इसी परिसर में निरंतर विकसित हो रहा है।',
      'इसके बाद भौतिक विज्ञान, रसायन विज्ञान, वनस्पति विज्ञान एवं जन्तु विज्ञान की प्रयोगशालाएँ बनीं, फिर सत्रह हज़ार से अधिक पुस्तकों एवं पत्रिकाओं वाला पुस्तकालय और कंप्यूटर लैब। वर्ष 2013 में परास्नातक पाठ्यक्रम एम.एससी. एवं एम.कॉम. प्रारम्भ हुए।',
      'आज महाविद्यालय आसपास के गाँवों और कस्बों के विद्यार्थियों — जिनमें बड़ी संख्या छात्राओं की है — को आगे की पढ़ाई, प्रतियोगी परीक्षाओं, रोज़गार और सार्वजनिक जीवन के लिए तैयार करता है।',
    ],
    milestones: 'प्रमुख पड़ाव',
    events: [
      ['1997', 'उत्तर प्रदेश शासन द्वारा बी.एससी. एवं बी.कॉम. के साथ महाविद्यालय की स्थापना।'],
      ['2005', 'विज्ञान प्रयोगशालाएँ एवं पुस्तकालय नए शैक्षणिक भवन में।'],
      ['2013', 'परास्नातक पाठ्यक्रम: एम.एससी. (वनस्पति विज्ञान, जन्तु विज्ञान, रसायन विज्ञान, गणित, भौतिक विज्ञान) एवं एम.कॉम.।'],
      ['2019', 'स्मार्ट कक्षाएँ, कंप्यूटर लैब एवं ई-पुस्तकालय प्रारम्भ।'],
      ['2025', 'छात्र पोर्टल के माध्यम से ऑनलाइन प्रवेश।'],
    ],
  },
};

export function OurHistoryPage() {
  const { lang } = useText();
  const x = TEXT[lang];
  return (
    <Page title={{ en: TEXT.en.title, hi: TEXT.hi.title }} prose>
      {x.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <h2>{x.milestones}</h2>
      <ol className={css.timeline}>
        {x.events.map(([year, text]) => (
          <li key={year}>
            <span className={css.year}>{year}</span>
            {text}
          </li>
        ))}
      </ol>
    </Page>
  );
}
