// A form reopened for a correction starts from what the student sent: the saved form is read once before the form
// opens. Without an open correction (or when it cannot be read) the form opens as before.
import { useEffect, useState } from 'react';
import { API_PATHS, type AdmissionDraftResponse, type Student } from '@college/shared-types';
import { useApi, useServerAnswer } from '@college/web-kit';
import { loadServerDraft, type ServerDraft } from '../api/draft';
import { getOwnForm, type SavedForm } from '../api/get-own-form';

export type SavedFormState = { status: 'loading' } | { status: 'ready'; saved: SavedForm | null; failed: boolean };

export function useSavedForm(user: Student): SavedFormState {
  const api = useApi();
  const correcting = !!user.correction_reason;
  const [state, setState] = useState<SavedFormState>(
    correcting ? { status: 'loading' } : { status: 'ready', saved: null, failed: false },
  );
  useEffect(() => {
    if (!correcting) return undefined;
    let live = true;
    getOwnForm(api).then(
      (saved) => live && setState({ status: 'ready', saved, failed: false }),
      () => live && setState({ status: 'ready', saved: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [api, correcting]);
  return state;
}

export type ServerDraftState = { status: 'loading' } | { status: 'ready'; draft: ServerDraft | null };

/**
 * The draft kept on the server, read once before the form opens; when it cannot be read the form opens without it.
 * A form rendered on the server opens with the draft it was rendered from (decision 040), not asked for again.
 */
export function useServerDraft(): ServerDraftState {
  const api = useApi();
  const rendered = useServerAnswer<AdmissionDraftResponse>(API_PATHS.admissionDraft);
  const [state, setState] = useState<ServerDraftState>(
    rendered ? { status: 'ready', draft: rendered.data ?? null } : { status: 'loading' },
  );
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadServerDraft(api).then(
      (draft) => live && setState({ status: 'ready', draft }),
      () => live && setState({ status: 'ready', draft: null }),
    );
    return () => {
      live = false;
    };
  }, [api, ready]);
  return state;
}
