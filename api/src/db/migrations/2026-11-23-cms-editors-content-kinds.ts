// Every kind of site content is data the office edits: staff carry their bio-data PDF (the fixed table of the
// public site moves here), the Video gallery's videos, the former principals (the fixed table of sixteen moves
// here) and the list of holidays (its PDF and rows) get tables, and PDFs the office uploads are recorded.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

/** The public site's former fixed bio-data table: staff id → PDF. */
const BIODATA: Record<number, string> = {
  1: '/api/media/biodata-staff-1.pdf',
  2: '/api/media/biodata-staff-2.pdf',
  4: '/api/media/biodata-staff-4.pdf',
  5: '/api/media/biodata-staff-5.pdf',
  7: '/api/media/biodata-staff-7.pdf',
  8: '/api/media/biodata-staff-8.pdf',
  10: '/api/media/biodata-staff-10.pdf',
  11: '/api/media/biodata-staff-11.pdf',
  13: '/api/media/biodata-staff-13.pdf',
};

/** The public site's former fixed table of principals: English name, Hindi name, from, to (day/month/year). */
const PRINCIPALS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Dr. R. K. Sharma', 'डॉ. आर. के. शर्मा', '12/08/1997', '30/06/1999'],
  ['Dr. S. P. Yadav', 'डॉ. एस. पी. यादव', '01/07/1999', '31/03/2001'],
  ['Dr. Kamla Devi Verma', 'डॉ. कमला देवी वर्मा', '01/04/2001', '30/06/2003'],
  ['Dr. A. K. Mishra', 'डॉ. ए. के. मिश्रा', '01/07/2003', '31/12/2004'],
  ['Dr. Mahesh Chandra Gupta', 'डॉ. महेश चन्द्र गुप्ता', '01/01/2005', '30/06/2006'],
  ['Dr. Ram Naresh Singh', 'डॉ. राम नरेश सिंह', '01/07/2006', '31/07/2008'],
  ['Dr. Usha Saxena', 'डॉ. उषा सक्सेना', '01/08/2008', '30/06/2010'],
  ['Dr. V. K. Tripathi', 'डॉ. वी. के. त्रिपाठी', '01/07/2010', '31/12/2011'],
  ['Dr. Sunil Kumar Agrawal', 'डॉ. सुनील कुमार अग्रवाल', '01/01/2012', '30/06/2013'],
  ['Dr. Shashi Prabha Pandey', 'डॉ. शशि प्रभा पाण्डेय', '01/07/2013', '31/03/2015'],
  ['Dr. Rajendra Prasad Maurya', 'डॉ. राजेन्द्र प्रसाद मौर्य', '01/04/2015', '30/06/2016'],
  ['Dr. Anil Kumar Chauhan', 'डॉ. अनिल कुमार चौहान', '01/07/2016', '31/12/2017'],
  ['Dr. Meena Kumari Jain', 'डॉ. मीना कुमारी जैन', '01/01/2018', '30/06/2019'],
  ['Dr. Pramod Kumar Dubey', 'डॉ. प्रमोद कुमार दुबे', '01/07/2019', '31/03/2021'],
  ['Dr. Neelam Srivastava', 'डॉ. नीलम श्रीवास्तव', '01/04/2021', '30/06/2022'],
  ['Dr. Harish Chandra Pal', 'डॉ. हरीश चन्द्र पाल', '01/07/2022', '31/03/2024'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staffs').addColumn('bio_data', 'text').execute();
  for (const [id, link] of Object.entries(BIODATA)) {
    await db.updateTable('staffs').set({ bio_data: link }).where('id', '=', Number(id)).execute();
  }
  // The office's own list-of-holidays PDF; null shows the one the site was released with.
  await db.schema.alterTable('store').addColumn('holidays_pdf', 'text').execute();

  await withId(db, db.schema.createTable('videos'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('past_principals'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_hi', 'text', (c) => c.notNull())
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('past_principals')
    .values(
      PRINCIPALS.map(([name_en, name_hi, from_date, to_date], i) => ({
        name_en,
        name_hi,
        from_date,
        to_date,
        sort_order: i + 1,
      })),
    )
    .execute();

  await withId(db, db.schema.createTable('holidays'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_hi', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // PDFs the office uploaded, by the hash of their bytes (the public address); the bytes are in the storage.
  await withId(db, db.schema.createTable('public_documents'))
    .addColumn('file_key', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text')
    .addColumn('uploaded_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['public_documents', 'holidays', 'past_principals', 'videos']) await db.schema.dropTable(t).execute();
  await db.schema.alterTable('store').dropColumn('holidays_pdf').execute();
  await db.schema.alterTable('staffs').dropColumn('bio_data').execute();
}
