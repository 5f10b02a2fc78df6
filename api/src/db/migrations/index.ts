// The ordered list of migrations. A migration, once released, is never edited: add a new one.
import type { Migration } from 'kysely';
import * as content from './2026-11-01-content';

export const migrations: Record<string, Migration> = {
  '2026-11-01-content': content,
};
