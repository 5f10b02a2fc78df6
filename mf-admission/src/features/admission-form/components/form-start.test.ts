// Which draft the form opens with, and so whether the form the server rendered from its draft is taken over as it
// is (decision 040): one rule for both.
import { admissionDraftKey, serializeDraft } from '@college/shared-types';
import type { ServerDraft } from '../api/draft';
import { opensAsServerDraft, serverDraftWins } from './form-start';

const OWNER = 'asha@example.in';
const server = (updated_at: string | null): ServerDraft => ({
  values: updated_at ? { father_name: 'Ram' } : null,
  step: 2,
  updated_at,
  files: [],
});
const keepOnDevice = (savedAt: string) =>
  localStorage.setItem(
    admissionDraftKey(OWNER),
    serializeDraft({
      owner: OWNER,
      course: 'BCOM',
      year: 1,
      step: 3,
      values: { father_name: 'Shyam' },
      files: {},
      savedAt,
    }),
  );

beforeEach(() => localStorage.clear());

describe('the draft the form opens with', () => {
  it('is the server’s when this device keeps none, or an older one', () => {
    expect(opensAsServerDraft(server('2026-06-02T10:00:00.000Z'), OWNER)).toBe(true);
    expect(opensAsServerDraft(server(null), OWNER)).toBe(true);
    keepOnDevice('2026-06-01T10:00:00.000Z');
    expect(opensAsServerDraft(server('2026-06-02T10:00:00.000Z'), OWNER)).toBe(true);
    expect(serverDraftWins(server('2026-06-02T10:00:00.000Z'), { savedAt: '2026-06-01T10:00:00.000Z' })).toBe(true);
  });

  it('is this device’s when it is newer, or the server keeps none: the server’s page is then rendered afresh', () => {
    keepOnDevice('2026-06-03T10:00:00.000Z');
    expect(opensAsServerDraft(server('2026-06-02T10:00:00.000Z'), OWNER)).toBe(false);
    expect(opensAsServerDraft(server(null), OWNER)).toBe(false);
    expect(opensAsServerDraft(undefined, OWNER)).toBe(false);
    // Another student's draft on this device is not theirs.
    expect(opensAsServerDraft(server(null), 'someone@example.in')).toBe(true);
  });
});
