// Demo content of the college, loaded once into an empty database so a fresh start looks like the real site.
// Images are files of api/assets/media, served at /api/media/<file>; the drawings shown as content images are
// served as content images (api/assets/media/images, /api/media/images/<file>).
import type { Insertable, Kysely } from 'kysely';
import type {
  CourseTable,
  Database,
  FacilityTable,
  GalleryTable,
  NoticeTable,
  StaffTable,
  UsefulLinkTable,
} from './database';
import { demoImage } from '../content/images-service';
import { SEAT_MATRIX_DEFAULTS, courseYears } from '@college/shared-types';
import { seatMatrixColumns } from '../selection/seat-matrix-repository';

export const DEMO_STORE_TITLE = 'राजकीय स्नातक महाविद्यालय, सिरसागंज=Government Degree College, Sirsaganj';

// A drawing that is a content image is named by the URL it became at build time (npm run demo-images -w api):
// its size and narrower copies, as an upload would have them (decision 018).
const media = (file: string) => demoImage(file)?.url ?? `/api/media/${file}`;
const SOCIAL = 'https://www.facebook.com/gdcsirsaganj';

const STORE = {
  store_title: DEMO_STORE_TITLE,
  // The college's texts are written "हिन्दी=English" like the title; each page shows the chosen side.
  store_address:
    'इटावा रोड, सिरसागंज, जनपद फ़िरोज़ाबाद, उत्तर प्रदेश 283151=Etawah Road, Sirsaganj, District Firozabad, Uttar Pradesh 283151',
  store_phone: '05676-234567',
  store_email: 'gdc.sirsaganj@example.ac.in',
  store_description:
    'राजकीय स्नातक महाविद्यालय, सिरसागंज 1997 से फ़िरोज़ाबाद जनपद के ग्रामीण अंचल के विद्यार्थियों को विज्ञान एवं वाणिज्य की स्नातक और परास्नातक शिक्षा दे रहा है।=' +
    'Government Degree College, Sirsaganj has offered undergraduate and postgraduate education in science and commerce to the students of rural Firozabad since 1997.',
  store_logo: media('logo.svg'),
  social_link: SOCIAL,
  affiliation_info: 'डॉ. भीमराव आंबेडकर विश्वविद्यालय, आगरा से सम्बद्ध=Affiliated to Dr. Bhimrao Ambedkar University, Agra',
  about_image: media('about.svg'),
  principal_image: media('principal.svg'),
  principal_message:
    '<p>Dear students, a warm welcome to the college. Our laboratories, library and smart class rooms are open to every one of you; make full use of them, attend regularly and take part in NSS, sports and cultural life. We want each of you to leave this campus confident, skilled and ready to serve society.</p>' +
    '<p><strong>Prof. (Dr.) Mahesh Chandra Gupta</strong><br>Principal</p>',
  principal_message_hi:
    '<p>प्रिय विद्यार्थियों, महाविद्यालय परिवार में आपका हार्दिक स्वागत है। हमारी प्रयोगशालाएँ, पुस्तकालय और स्मार्ट कक्षाएँ आप सभी के लिए खुली हैं; इनका पूरा उपयोग करें, नियमित उपस्थित रहें और राष्ट्रीय सेवा योजना, खेलकूद एवं सांस्कृतिक गतिविधियों में भाग लें। अनुशासन, नियमित उपस्थिति और परिश्रम ही सफलता की कुंजी है।</p>' +
    '<p><strong>प्रो. (डॉ.) महेश चन्द्र गुप्ता</strong><br>प्राचार्य</p>',
  marquee:
    '<p><a href="/student/register">Admissions 2025-26: online registration open</a>' +
    ' &nbsp;|&nbsp; <span>Last date for B.Sc. and B.Com. first year registration: 31 July 2025</span>' +
    ' &nbsp;|&nbsp; <span>Classes of session 2025-26 begin on 1 August</span>' +
    ' &nbsp;|&nbsp; <a href="/api/media/list-of-holidays-2025.pdf">List of Holidays 2025</a></p>',
  marquee_hi:
    '<p><a href="/student/register">प्रवेश 2025-26: ऑनलाइन पंजीकरण प्रारम्भ</a>' +
    ' &nbsp;|&nbsp; <span>बी.एससी. एवं बी.कॉम. प्रथम वर्ष में पंजीकरण की अंतिम तिथि: 31 जुलाई 2025</span>' +
    ' &nbsp;|&nbsp; <span>सत्र 2025-26 की कक्षाएँ 1 अगस्त से प्रारम्भ होंगी</span>' +
    ' &nbsp;|&nbsp; <a href="/api/media/list-of-holidays-2025.pdf">अवकाश तालिका 2025</a></p>',
};

const FACILITIES: Array<Omit<Insertable<FacilityTable>, 'sort_order'>> = [
  {
    name: 'Multipurpose Hall',
    name_hi: 'बहुउद्देशीय हॉल',
    image: media('facility-multipurpose-hall.svg'),
    description:
      '<p>A hall of 400 seats with a stage, sound system and projector, used for seminars, the annual function, NSS camps and university examinations.</p>',
    description_hi: '<p>400 आसनों वाला सभागार, जिसमें मंच, ध्वनि व्यवस्था और प्रोजेक्टर उपलब्ध है।</p>',
  },
  {
    name: 'Smart Class Room',
    name_hi: 'स्मार्ट क्लास रूम',
    image: media('facility-smart-class-room.svg'),
    description:
      '<p>Two smart class rooms with interactive panels and internet, where teachers use presentations, simulations and recorded lectures.</p>',
    description_hi: '<p>इंटरैक्टिव पैनल और इंटरनेट युक्त दो स्मार्ट कक्षाएँ।</p>',
  },
  {
    name: 'Women Health Club',
    name_hi: 'महिला स्वास्थ्य क्लब',
    image: media('facility-women-health-club.svg'),
    description:
      '<p>Health check-ups, counselling and awareness talks for women students, run with the Community Health Centre, Sirsaganj.</p>',
    description_hi: '<p>छात्राओं के लिए स्वास्थ्य परीक्षण, परामर्श एवं जागरूकता कार्यक्रम।</p>',
  },
  {
    name: 'Computer Lab',
    name_hi: 'कंप्यूटर लैब',
    image: media('facility-computer-lab.svg'),
    description:
      '<p>Forty networked computers with broadband, used for practicals, online forms, scholarship applications and the e-learning courses of SWAYAM.</p>',
    description_hi: '<p>ब्रॉडबैंड से जुड़े चालीस कंप्यूटरों वाली प्रयोगशाला।</p>',
  },
  {
    name: 'Library',
    name_hi: 'पुस्तकालय',
    image: media('facility-library.svg'),
    description:
      '<p>17,457 books and journals in Hindi and English, a reading room of 60 seats and a book bank for students of reserved categories.</p>',
    description_hi: '<p>हिन्दी एवं अंग्रेज़ी की 17,457 पुस्तकें एवं पत्रिकाएँ तथा 60 आसनों का वाचनालय।</p>',
  },
  {
    name: 'E-Library',
    name_hi: 'ई-पुस्तकालय',
    image: media('facility-e-library.svg'),
    description:
      '<p>Access to N-LIST e-journals and e-books of INFLIBNET and the National Digital Library of India from every computer on the campus.</p>',
    description_hi: '<p>इन्फ्लिबनेट एन-लिस्ट और राष्ट्रीय डिजिटल पुस्तकालय की ई-पुस्तकें।</p>',
  },
  {
    name: 'E-Learning Park',
    name_hi: 'ई-लर्निंग पार्क',
    image: media('facility-e-learning-park.svg'),
    description:
      '<p>A shaded park with Wi-Fi and benches where students read and attend online lectures between classes.</p>',
    description_hi: '<p>वाई-फ़ाई युक्त उद्यान, जहाँ विद्यार्थी ऑनलाइन व्याख्यान देख सकते हैं।</p>',
  },
  {
    name: 'College Store',
    name_hi: 'महाविद्यालय भंडार',
    image: media('facility-college-store.svg'),
    description:
      '<p>Stationery, practical files, lab coats and university forms at fair prices, open on all working days from 10 am to 4 pm.</p>',
    description_hi: '<p>उचित मूल्य पर लेखन सामग्री, प्रायोगिक फ़ाइलें और प्रपत्र।</p>',
  },
];

const SLIDERS: ReadonlyArray<{ file: string; caption: string; caption_hi: string }> = [
  { file: 'slider-campus.svg', caption: 'Our campus at Sirsaganj', caption_hi: 'सिरसागंज स्थित हमारा परिसर' },
  {
    file: 'slider-laboratory.svg',
    caption: 'Practicals in the science laboratories',
    caption_hi: 'विज्ञान प्रयोगशालाओं में प्रयोगात्मक कार्य',
  },
  {
    file: 'slider-library.svg',
    caption: 'A library of 17,457 books and journals',
    caption_hi: '17,457 पुस्तकों एवं पत्रिकाओं का पुस्तकालय',
  },
];

/** A notice or event in both languages: popup_message (the spec's field) joins them, Hindi first, as the editor does. */
function notice(
  typeOf: 1 | 2,
  hi: string,
  en: string,
  link: string | null,
  created_at: string,
): Insertable<NoticeTable> {
  return { typeof: typeOf, title_hi: hi, title_en: en, popup_message: `${hi} / ${en}`, popup_link: link, created_at };
}

const NOTICES: Array<Insertable<NoticeTable>> = [
  notice(
    1,
    'प्रवेश सूचना सत्र 2025-26',
    'Admission notice for session 2025-26',
    media('notice-admission-2025-26.pdf'),
    '2025-06-20T10:00:00.000Z',
  ),
  notice(
    1,
    'बी.एससी. एवं बी.कॉम. प्रथम वर्ष: ऑनलाइन पंजीकरण की अंतिम तिथि 31 जुलाई 2025 तक बढ़ाई गई',
    'B.Sc. and B.Com. first year: last date of online registration extended to 31 July 2025',
    null,
    '2025-07-15T09:30:00.000Z',
  ),
  notice(
    1,
    'छात्रवृत्ति आवेदन हेतु आवश्यक अभिलेख 20 अगस्त तक कार्यालय में जमा करें',
    'Submit scholarship documents to the office by 20 August',
    'https://scholarship.up.gov.in/',
    '2025-08-01T11:00:00.000Z',
  ),
  notice(
    1,
    'अवकाश तालिका 2025',
    'List of Holidays 2025',
    media('list-of-holidays-2025.pdf'),
    '2025-01-02T10:00:00.000Z',
  ),
  notice(
    1,
    'एम.एससी. (रसायन विज्ञान) प्रथम वर्ष प्रवेश की मेरिट सूची सूचना पट पर लगाई गई',
    'Merit list of M.Sc. (Chemistry) first year admissions displayed on the notice board',
    null,
    '2025-08-05T12:00:00.000Z',
  ),
  notice(
    1,
    'विश्वविद्यालय परीक्षा फ़ॉर्म भरने की अंतिम तिथि: 30 सितम्बर',
    'Last date for university examination forms: 30 September',
    'https://www.dbrau.ac.in/',
    '2025-09-10T10:00:00.000Z',
  ),
  notice(
    1,
    'प्रत्येक नवप्रवेशी विद्यार्थी के लिए रैगिंग विरोधी शपथ पत्र अनिवार्य है',
    'Anti-ragging affidavit is compulsory for every newly admitted student',
    'https://antiragging.in/',
    '2025-07-25T10:00:00.000Z',
  ),
  notice(
    2,
    'स्वतंत्रता दिवस समारोह, 15 अगस्त, प्रातः 8 बजे',
    'Independence Day celebration, 15 August, 8 am',
    null,
    '2025-08-10T10:00:00.000Z',
  ),
  notice(
    2,
    'ग्राम नगला जवाहर में सात दिवसीय राष्ट्रीय सेवा योजना विशेष शिविर, 12–18 अक्टूबर',
    'Seven-day special NSS camp at village Nagla Jawahar, 12–18 October',
    null,
    '2025-10-01T10:00:00.000Z',
  ),
  notice(
    2,
    'विज्ञान प्रदर्शनी एवं मॉडल प्रतियोगिता, 28 फ़रवरी (राष्ट्रीय विज्ञान दिवस)',
    'Science exhibition and model competition on National Science Day, 28 February',
    null,
    '2025-02-20T10:00:00.000Z',
  ),
  notice(
    2,
    'वार्षिक खेलकूद प्रतियोगिता, 10–12 दिसम्बर: 5 दिसम्बर तक क्रीड़ा प्रभारी के पास पंजीकरण कराएँ',
    'Annual sports meet, 10–12 December: register with the sports in-charge by 5 December',
    null,
    '2025-11-20T10:00:00.000Z',
  ),
  notice(
    2,
    'अतिथि व्याख्यान: "छोटे व्यापारियों के लिए जीएसटी", सीए रोहित अग्रवाल, वाणिज्य विभाग, 22 सितम्बर',
    'Guest lecture: "GST for small traders" by CA Rohit Agarwal, Commerce department, 22 September',
    null,
    '2025-09-15T10:00:00.000Z',
  ),
];

const GALLERY: Array<Omit<Insertable<GalleryTable>, 'sort_order'>> = [
  {
    title: 'Annual Function',
    title_hi: 'वार्षिकोत्सव',
    description: 'Lamp lighting at the annual function',
    description_hi: 'दीप प्रज्वलन के साथ वार्षिकोत्सव का शुभारम्भ',
    image_link: media('gallery-annual-function-1.svg'),
    post_link: null,
  },
  {
    title: 'Science Exhibition',
    title_hi: 'विज्ञान प्रदर्शनी',
    description: 'Working models of B.Sc. students on National Science Day',
    description_hi: 'राष्ट्रीय विज्ञान दिवस पर बी.एससी. के विद्यार्थियों के कार्यशील मॉडल',
    image_link: media('gallery-science-exhibition-1.svg'),
    post_link: null,
  },
  {
    title: 'NSS Camp',
    title_hi: 'राष्ट्रीय सेवा योजना शिविर',
    description: 'Tree plantation at the NSS camp',
    description_hi: 'राष्ट्रीय सेवा योजना शिविर में वृक्षारोपण',
    image_link: media('gallery-nss-camp-1.svg'),
    post_link: `${SOCIAL}/posts/nss-tree-plantation-2025`,
  },
  {
    title: 'Annual Function',
    title_hi: 'वार्षिकोत्सव',
    description: 'Folk dance by students of B.Com. second year',
    description_hi: 'बी.कॉम. द्वितीय वर्ष के विद्यार्थियों का लोकनृत्य',
    image_link: media('gallery-annual-function-2.svg'),
    post_link: null,
  },
  {
    title: 'Annual Function',
    title_hi: 'वार्षिकोत्सव',
    description: 'Prize distribution',
    description_hi: 'पुरस्कार वितरण',
    image_link: media('gallery-annual-function-3.svg'),
    post_link: null,
  },
  {
    title: 'Sports Meet',
    title_hi: 'खेलकूद प्रतियोगिता',
    description: '100 metre race, women',
    description_hi: 'महिला 100 मीटर दौड़',
    image_link: media('gallery-sports-meet-1.svg'),
    post_link: null,
  },
  {
    title: 'Sports Meet',
    title_hi: 'खेलकूद प्रतियोगिता',
    description: 'Overall championship trophy',
    description_hi: 'सर्वश्रेष्ठ टीम ट्रॉफी',
    image_link: media('gallery-sports-meet-2.svg'),
    post_link: null,
  },
  {
    title: 'NSS Camp',
    title_hi: 'राष्ट्रीय सेवा योजना शिविर',
    description: 'Cleanliness drive in Sirsaganj market',
    description_hi: 'स्वच्छ भारत अभियान: सिरसागंज बाज़ार में सफ़ाई',
    image_link: media('gallery-nss-camp-2.svg'),
    post_link: null,
  },
  {
    title: 'Science Exhibition',
    title_hi: 'विज्ञान प्रदर्शनी',
    description: 'Visitors from nearby intermediate colleges',
    description_hi: 'आस-पास के इंटर कॉलेजों से आए दर्शक',
    image_link: media('gallery-science-exhibition-2.svg'),
    post_link: null,
  },
  {
    title: 'News',
    title_hi: 'समाचार',
    description: 'Press report on online admissions',
    description_hi: 'महाविद्यालय में ऑनलाइन प्रवेश प्रारम्भ',
    image_link: media('news-admission-open.svg'),
    post_link: `${SOCIAL}/posts/admissions-2025-26`,
  },
  {
    title: 'News',
    title_hi: 'समाचार',
    description: 'District honour for the college NSS unit',
    description_hi: 'महाविद्यालय की राष्ट्रीय सेवा योजना इकाई को जनपद स्तरीय सम्मान',
    image_link: media('news-nss-award.svg'),
    post_link: `${SOCIAL}/posts/nss-district-honour`,
  },
];

const SCIENCE_MAIL = 'science@example.ac.in';
const COMMERCE_MAIL = 'commerce@example.ac.in';

function detail(items: Array<[string, string]>): string {
  return `<ul>${items.map(([k, v]) => `<li><strong>${k}:</strong> ${v}</li>`).join('')}</ul>`;
}

const COURSES: Array<Omit<Insertable<CourseTable>, 'sort_order'>> = [
  {
    categ: 'science',
    name: 'Bachelor of Science (Biology Group)',
    name_hi: 'विज्ञान स्नातक (जीव विज्ञान वर्ग)',
    short_name: 'B.Sc. (ZBC)',
    subjects: 'Zoology, Botany, Chemistry',
    description:
      '<p>A three-year degree (six semesters under NEP 2020) in zoology, botany and chemistry with laboratory work in every semester.</p>',
    description_hi: '<p>जन्तु विज्ञान, वनस्पति विज्ञान एवं रसायन विज्ञान में तीन वर्षीय स्नातक पाठ्यक्रम।</p>',
    email_id: SCIENCE_MAIL,
    detail: detail([
      ['Duration', '3 years (6 semesters)'],
      ['Eligibility', 'Intermediate (10+2) with Biology'],
      ['Seats', '120'],
      ['Admission', 'On merit, through the online portal'],
    ]),
    image: media('course-bsc-biology.svg'),
  },
  {
    categ: 'science',
    name: 'Bachelor of Science (Mathematics Group)',
    name_hi: 'विज्ञान स्नातक (गणित वर्ग)',
    short_name: 'B.Sc. (PCM)',
    subjects: 'Physics, Chemistry, Mathematics',
    description:
      '<p>A three-year degree in physics, chemistry and mathematics, with practicals in physics and chemistry.</p>',
    description_hi: '<p>भौतिक विज्ञान, रसायन विज्ञान एवं गणित में तीन वर्षीय स्नातक पाठ्यक्रम।</p>',
    email_id: SCIENCE_MAIL,
    detail: detail([
      ['Duration', '3 years (6 semesters)'],
      ['Eligibility', 'Intermediate (10+2) with Mathematics'],
      ['Seats', '120'],
      ['Admission', 'On merit, through the online portal'],
    ]),
    image: media('course-bsc-maths.svg'),
  },
  {
    categ: 'science',
    name: 'Master of Science (Botany)',
    name_hi: 'विज्ञान परास्नातक (वनस्पति विज्ञान)',
    short_name: 'M.Sc. (Botany)',
    subjects: 'Plant taxonomy, Plant physiology, Ecology, Genetics',
    description:
      '<p>A two-year postgraduate programme with a dissertation in the final semester; field visits to the Chambal and Yamuna ravines.</p>',
    description_hi: '<p>वनस्पति विज्ञान में दो वर्षीय परास्नातक पाठ्यक्रम।</p>',
    email_id: SCIENCE_MAIL,
    detail: detail([
      ['Duration', '2 years (4 semesters)'],
      ['Eligibility', 'B.Sc. with Botany'],
      ['Seats', '30'],
      ['Admission', 'Through the University entrance examination'],
    ]),
    image: media('course-msc-botany.svg'),
  },
  {
    categ: 'science',
    name: 'Master of Science (Zoology)',
    name_hi: 'विज्ञान परास्नातक (जन्तु विज्ञान)',
    short_name: 'M.Sc. (Zoology)',
    subjects: 'Animal diversity, Cell biology, Physiology, Entomology',
    description:
      '<p>A two-year postgraduate programme with a museum of specimens and a dissertation in the final semester.</p>',
    description_hi: '<p>जन्तु विज्ञान में दो वर्षीय परास्नातक पाठ्यक्रम।</p>',
    email_id: SCIENCE_MAIL,
    detail: detail([
      ['Duration', '2 years (4 semesters)'],
      ['Eligibility', 'B.Sc. with Zoology'],
      ['Seats', '30'],
      ['Admission', 'Through the University entrance examination'],
    ]),
    image: media('course-msc-zoology.svg'),
  },
  {
    categ: 'science',
    name: 'Master of Science (Chemistry)',
    name_hi: 'विज्ञान परास्नातक (रसायन विज्ञान)',
    short_name: 'M.Sc. (Chemistry)',
    subjects: 'Organic, Inorganic, Physical and Analytical Chemistry',
    description:
      '<p>A two-year postgraduate programme with a well-equipped research laboratory (UV-visible spectrophotometer, pH and conductivity meters).</p>',
    description_hi: '<p>रसायन विज्ञान में दो वर्षीय परास्नातक पाठ्यक्रम।</p>',
    email_id: SCIENCE_MAIL,
    detail: detail([
      ['Duration', '2 years (4 semesters)'],
      ['Eligibility', 'B.Sc. with Chemistry'],
      ['Seats', '30'],
      ['Admission', 'Through the University entrance examination'],
    ]),
    image: media('course-msc-chemistry.svg'),
  },
  {
    categ: 'science',
    name: 'Master of Science (Physics)',
    name_hi: 'विज्ञान परास्नातक (भौतिक विज्ञान)',
    short_name: 'M.Sc. (Physics)',
    subjects: 'Quantum mechanics, Electronics, Solid state physics, Spectroscopy',
    description:
      '<p>A two-year postgraduate programme with an electronics laboratory and a project in the final semester.</p>',
    description_hi: '<p>भौतिक विज्ञान में दो वर्षीय परास्नातक पाठ्यक्रम।</p>',
    email_id: SCIENCE_MAIL,
    detail: detail([
      ['Duration', '2 years (4 semesters)'],
      ['Eligibility', 'B.Sc. with Physics'],
      ['Seats', '30'],
      ['Admission', 'Through the University entrance examination'],
    ]),
    image: media('course-msc-physics.svg'),
  },
  {
    categ: 'science',
    name: 'Master of Science (Mathematics)',
    name_hi: 'विज्ञान परास्नातक (गणित)',
    short_name: 'M.Sc. (Maths)',
    subjects: 'Algebra, Real and Complex Analysis, Topology, Differential Equations',
    description: '<p>A two-year postgraduate programme in pure and applied mathematics.</p>',
    description_hi: '<p>गणित में दो वर्षीय परास्नातक पाठ्यक्रम।</p>',
    email_id: SCIENCE_MAIL,
    detail: detail([
      ['Duration', '2 years (4 semesters)'],
      ['Eligibility', 'B.Sc. with Mathematics'],
      ['Seats', '30'],
      ['Admission', 'Through the University entrance examination'],
    ]),
    image: media('course-msc-maths.svg'),
  },
  {
    categ: 'commerce',
    name: 'Bachelor of Commerce',
    name_hi: 'वाणिज्य स्नातक',
    short_name: 'B.Com.',
    subjects: 'Accountancy, Business Economics, Business Law, Taxation, Banking',
    description:
      '<p>A three-year degree in accounting, taxation, banking and business law, with training in Tally and GST filing.</p>',
    description_hi: '<p>लेखाशास्त्र, कराधान, बैंकिंग एवं व्यापारिक सन्नियम में तीन वर्षीय स्नातक पाठ्यक्रम।</p>',
    email_id: COMMERCE_MAIL,
    detail: detail([
      ['Duration', '3 years (6 semesters)'],
      ['Eligibility', 'Intermediate (10+2) in any stream'],
      ['Seats', '160'],
      ['Admission', 'On merit, through the online portal'],
    ]),
    image: media('course-bcom.svg'),
  },
  {
    categ: 'commerce',
    name: 'Master of Commerce',
    name_hi: 'वाणिज्य परास्नातक',
    short_name: 'M.Com.',
    subjects: 'Advanced Accounting, Financial Management, Marketing, Research Methodology',
    description:
      '<p>A two-year postgraduate programme with a research project on local trade and industry (glass and bangle units of Firozabad).</p>',
    description_hi: '<p>वाणिज्य में दो वर्षीय परास्नातक पाठ्यक्रम।</p>',
    email_id: COMMERCE_MAIL,
    detail: detail([
      ['Duration', '2 years (4 semesters)'],
      ['Eligibility', 'B.Com.'],
      ['Seats', '40'],
      ['Admission', 'Through the University entrance examination'],
    ]),
    image: media('course-mcom.svg'),
  },
];

const USEFUL_LINKS: Array<Omit<Insertable<UsefulLinkTable>, 'sort_order'>> = [
  {
    title: 'Dr. Bhimrao Ambedkar University, Agra',
    title_hi: 'डॉ. भीमराव आंबेडकर विश्वविद्यालय, आगरा',
    link: 'https://www.dbrau.ac.in/',
  },
  {
    title: 'Higher Education Department, Uttar Pradesh',
    title_hi: 'उच्च शिक्षा विभाग, उत्तर प्रदेश',
    link: 'https://uphed.gov.in/',
  },
  { title: 'UP Scholarship', title_hi: 'उत्तर प्रदेश छात्रवृत्ति', link: 'https://scholarship.up.gov.in/' },
  { title: 'University Grants Commission', title_hi: 'विश्वविद्यालय अनुदान आयोग', link: 'https://www.ugc.gov.in/' },
  { title: 'SWAYAM online courses', title_hi: 'स्वयं ऑनलाइन पाठ्यक्रम', link: 'https://swayam.gov.in/' },
  { title: 'National Digital Library of India', title_hi: 'राष्ट्रीय डिजिटल पुस्तकालय', link: 'https://ndl.iitkgp.ac.in/' },
  { title: 'Academic Bank of Credits', title_hi: 'एकेडमिक बैंक ऑफ़ क्रेडिट्स', link: 'https://www.abc.gov.in/' },
  { title: 'NAAC', title_hi: 'राष्ट्रीय मूल्यांकन एवं प्रत्यायन परिषद (NAAC)', link: 'https://www.naac.gov.in/' },
  { title: 'National Scholarship Portal', title_hi: 'राष्ट्रीय छात्रवृत्ति पोर्टल', link: 'https://scholarships.gov.in/' },
];

type StaffSeed = Omit<Insertable<StaffTable>, 'sort_order' | 'image_link'> & { photo: boolean };

/** The bio-data PDFs of the first thirteen teachers (by position); the others have none. */
const BIODATA = [1, 2, 4, 5, 7, 8, 10, 11, 13];

/** Departments and designations in Hindi. */
const DEPARTMENTS_HI: Record<string, string> = {
  Botany: 'वनस्पति विज्ञान',
  Chemistry: 'रसायन विज्ञान',
  Zoology: 'जन्तु विज्ञान',
  Physics: 'भौतिक विज्ञान',
  Mathematics: 'गणित',
  Commerce: 'वाणिज्य',
  Library: 'पुस्तकालय',
  Administration: 'प्रशासन',
  Accounts: 'लेखा',
  Laboratory: 'प्रयोगशाला',
};
const DESIGNATIONS_HI: Record<string, string> = {
  'Associate Professor & Head': 'एसोसिएट प्रोफ़ेसर एवं विभागाध्यक्ष',
  'Assistant Professor & Head': 'असिस्टेंट प्रोफ़ेसर एवं विभागाध्यक्ष',
  'Assistant Professor': 'असिस्टेंट प्रोफ़ेसर',
  Librarian: 'पुस्तकालयाध्यक्ष',
  'Library Assistant': 'पुस्तकालय सहायक',
  'Head Clerk': 'प्रधान लिपिक',
  'Senior Assistant': 'वरिष्ठ सहायक',
  Accountant: 'लेखाकार',
  'Laboratory Attendant': 'प्रयोगशाला परिचर',
};

/**
 * The first thirteen are the teachers of the biodata table (ids 1 to 13, in this order on a fresh
 * database); library and office staff follow.
 */
const STAFF: StaffSeed[] = [
  ['Dr. Rakesh Kumar Sharma', 'डॉ. राकेश कुमार शर्मा', 'Botany', 'Associate Professor & Head', 'Science'],
  ['Dr. Sunita Yadav', 'डॉ. सुनीता यादव', 'Botany', 'Assistant Professor', 'Science'],
  ['Dr. Anil Kumar Verma', 'डॉ. अनिल कुमार वर्मा', 'Chemistry', 'Associate Professor & Head', 'Science'],
  ['Dr. Manoj Kumar Gupta', 'डॉ. मनोज कुमार गुप्ता', 'Chemistry', 'Assistant Professor', 'Science'],
  ['Dr. Priyanka Singh', 'डॉ. प्रियंका सिंह', 'Zoology', 'Assistant Professor', 'Science'],
  ['Dr. Vinod Kumar Yadav', 'डॉ. विनोद कुमार यादव', 'Zoology', 'Associate Professor & Head', 'Science'],
  ['Dr. Ashok Kumar Tiwari', 'डॉ. अशोक कुमार तिवारी', 'Physics', 'Assistant Professor & Head', 'Science'],
  ['Dr. Neha Agarwal', 'डॉ. नेहा अग्रवाल', 'Physics', 'Assistant Professor', 'Science'],
  ['Dr. Kavita Rani', 'डॉ. कविता रानी', 'Mathematics', 'Assistant Professor & Head', 'Science'],
  ['Dr. Sandeep Kumar Mishra', 'डॉ. संदीप कुमार मिश्रा', 'Commerce', 'Associate Professor & Head', 'Commerce'],
  ['Dr. Pankaj Kumar Saxena', 'डॉ. पंकज कुमार सक्सेना', 'Commerce', 'Assistant Professor', 'Commerce'],
  ['Dr. Shalini Chauhan', 'डॉ. शालिनी चौहान', 'Commerce', 'Assistant Professor', 'Commerce'],
  ['Dr. Rajeev Kumar Dixit', 'डॉ. राजीव कुमार दीक्षित', 'Commerce', 'Assistant Professor', 'Commerce'],
  ['Smt. Anjali Pandey', 'श्रीमती अंजलि पाण्डेय', 'Library', 'Librarian', 'Library'],
  ['Shri Ramesh Chandra', 'श्री रमेश चन्द्र', 'Library', 'Library Assistant', 'Library'],
  ['Shri Dinesh Kumar Yadav', 'श्री दिनेश कुमार यादव', 'Administration', 'Head Clerk', 'Office Work'],
  ['Smt. Meena Kumari', 'श्रीमती मीना कुमारी', 'Accounts', 'Senior Assistant', 'Office Work'],
  ['Shri Suresh Chandra Shukla', 'श्री सुरेश चन्द्र शुक्ल', 'Accounts', 'Accountant', 'Office Work'],
  ['Shri Mukesh Kumar', 'श्री मुकेश कुमार', 'Laboratory', 'Laboratory Attendant', 'Office Work'],
].map(([name, name_hi, department, designation, stream], i) => {
  const first = name!.replace(/^(Dr\.|Smt\.|Shri)\s+/, '').split(' ');
  const handle = `${first[0]}.${first[first.length - 1]}`.toLowerCase();
  const n = i + 1;
  return {
    name: name!,
    name_hi: name_hi!,
    department: department!,
    department_hi: DEPARTMENTS_HI[department!] ?? null,
    designation: designation!,
    designation_hi: DESIGNATIONS_HI[designation!] ?? null,
    // Office staff are reached through the office, so some have no address or number of their own.
    email: n === 16 || n === 19 ? null : `${handle}@example.ac.in`,
    mobile: n >= 15 ? null : `90000${String(10100 + n).padStart(5, '0')}`,
    stream: stream!,
    bio_data: BIODATA.includes(n) ? media(`biodata-staff-${n}.pdf`) : null,
    // The last one has no photograph: the site shows its placeholder.
    photo: n !== 19,
  };
});

/**
 * Demo seats per course and admission fees (UG and PG; SC and ST pay less, EWS pays what GENERAL pays), so the
 * console's approval is prefilled.
 */
const DEMO_SEATS: Record<string, number> = {
  BCOM: 240,
  BSCBIO: 180,
  BSCMATH: 180,
  MCOM: 60,
  MSCBOT: 40,
  MSCZOO: 40,
  MSCCHEM: 40,
  MSCMATH: 40,
  MSCPHY: 40,
};
const DEMO_FEES = { UG: { full: '2450.00', reduced: '1450.00' }, PG: { full: '3950.00', reduced: '2450.00' } };

export async function seedDemoContent(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('store').select('id').executeTakeFirst();
  if (existing) return false;
  const now = new Date().toISOString();
  const ordered = <T>(rows: T[]) => rows.map((row, i) => ({ ...row, sort_order: i + 1 }));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('store')
      .values({ ...STORE, updated_at: now })
      .execute();
    await trx.insertInto('facilities').values(ordered(FACILITIES)).execute();
    await trx
      .insertInto('sliders')
      .values(ordered(SLIDERS.map(({ file, ...captions }) => ({ slider_image: media(file), ...captions }))))
      .execute();
    await trx.insertInto('notices').values(NOTICES).execute();
    await trx.insertInto('gallery').values(ordered(GALLERY)).execute();
    await trx.insertInto('courses').values(ordered(COURSES)).execute();
    await trx.insertInto('useful_links').values(ordered(USEFUL_LINKS)).execute();
    for (const [i, { photo, ...row }] of STAFF.entries()) {
      await trx
        .insertInto('staffs')
        .values({ ...row, image_link: photo ? media(`staff-${i + 1}.svg`) : null, sort_order: i + 1 })
        .execute();
    }
    await trx
      .insertInto('course_seats')
      .values(Object.entries(DEMO_SEATS).map(([course, seats]) => ({ course, seats, updated_at: now })))
      .execute();
    // Decision 023: each demo course has a year-1 seat matrix with the demo rates and its seats; they stay in direct
    // admission (approval with a fee) until the merit rounds are built, so students can still pay.
    await trx
      .insertInto('seat_matrices')
      .values(
        Object.entries(DEMO_SEATS).map(([course, seats]) => ({
          course,
          year: 1,
          ...seatMatrixColumns({ ...SEAT_MATRIX_DEFAULTS, seats }),
          updated_by: null,
          updated_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('course_admission_modes')
      .values(Object.keys(DEMO_SEATS).map((course) => ({ course, mode: 'direct', updated_at: now })))
      .execute();
    const fees = Object.keys(DEMO_SEATS).flatMap((course) => {
      const level = course.startsWith('M') ? DEMO_FEES.PG : DEMO_FEES.UG;
      // Only the years the course has: a two-year PG course has no year 3.
      return courseYears(course).flatMap((year) =>
        ['GENERAL', 'EWS', 'OBC', 'SC', 'ST'].map((category) => ({
          course,
          year,
          category,
          amount: category === 'SC' || category === 'ST' ? level.reduced : level.full,
          updated_at: now,
        })),
      );
    });
    await trx.insertInto('admission_fees').values(fees).execute();
  });
  return true;
}

/** What the seed holds, for tests and for a check after `npm run seed`. */
export const DEMO_COUNTS = {
  facilities: FACILITIES.length,
  sliders: SLIDERS.length,
  notices: NOTICES.length,
  gallery: GALLERY.length,
  courses: COURSES.length,
  usefulLinks: USEFUL_LINKS.length,
  staffs: STAFF.length,
} as const;
