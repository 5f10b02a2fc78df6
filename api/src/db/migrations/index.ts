// The ordered list of migrations. A migration, once released, is never edited: add a new one.
import type { Migration } from 'kysely';
import * as content from './2026-11-01-content';
import * as accounts from './2026-11-02-accounts';

export const migrations: Record<string, Migration> = {
  '2026-11-01-content': content,
  '2026-11-02-accounts': accounts,
};
