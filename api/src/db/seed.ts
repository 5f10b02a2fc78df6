// Demo content of the college, loaded once into an empty database so a fresh start looks like the real site.
import type { Kysely } from 'kysely';
import type { Database } from './database';

export const DEMO_STORE_TITLE = 'राजकीय स्नातक महाविद्यालय, सिरसागंज=Government Degree College, Sirsaganj';

export async function seedDemoContent(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('store').select('id').executeTakeFirst();
  if (existing) return false;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('store')
      .values({
        store_title: DEMO_STORE_TITLE,
        store_address: 'Etawah Road, Sirsaganj, Firozabad, Uttar Pradesh 283151',
        store_phone: '05676-234567',
        store_email: 'gdc.sirsaganj@example.ac.in',
        store_description:
          'A government college of science and commerce serving the students of Firozabad district since 1997. / 1997 से फ़िरोज़ाबाद ज़िले के विद्यार्थियों की सेवा में विज्ञान एवं वाणिज्य का राजकीय महाविद्यालय।',
        store_logo: '/api/media/logo.svg',
        social_link: 'https://www.facebook.com/',
        affiliation_info: 'Affiliated to Dr. Bhimrao Ambedkar University, Agra',
        about_image: '/api/media/about.svg',
        principal_image: '/api/media/principal.svg',
        principal_message: '<p>प्रिय विद्यार्थियों, महाविद्यालय में आपका स्वागत है। Dear students, welcome to the college.</p>',
        marquee: '<p>Admissions 2025-26 are open: register on the student portal. / प्रवेश 2025-26 प्रारम्भ।</p>',
        updated_at: now,
      })
      .execute();
  });
  return true;
}
