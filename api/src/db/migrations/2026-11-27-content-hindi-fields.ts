// Every kind of content the office writes gets a Hindi field beside the English one (decision 029): the ticker
// and the principal's message, slider captions (a caption in English too: sliders had none), gallery albums and
// captions, staff names, departments and designations, facilities, courses, useful links and videos. Notices and
// events already carry title_hi and title_en; former principals and holidays name_hi and name_en. The new columns
// are nullable and left empty on an existing database: the public site shows the English text until the office
// writes the Hindi one.
import type { Kysely } from 'kysely';

/** Table → the columns added to it. */
export const HINDI_COLUMNS: Record<string, readonly string[]> = {
  store: ['marquee_hi', 'principal_message_hi'],
  sliders: ['caption', 'caption_hi'],
  gallery: ['title_hi', 'description_hi'],
  staffs: ['name_hi', 'department_hi', 'designation_hi'],
  facilities: ['name_hi', 'description_hi'],
  courses: ['name_hi', 'description_hi', 'detail_hi'],
  useful_links: ['title_hi'],
  videos: ['title_hi'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(HINDI_COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(HINDI_COLUMNS)) {
    for (const column of [...columns].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
