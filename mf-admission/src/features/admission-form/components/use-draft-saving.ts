// The admission form's draft kept as the student types: on this device at most every 500 ms (and once more when the
// form closes or the page goes away), and on the server every few seconds and at once when the step changes. After
// a successful submit (`finish`) nothing is written again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SERVER_DRAFT_SAVE_MS } from '@college/shared-types';
import type { ApiClient } from '@college/web-kit';
import { saveServerDraft } from '../api/draft';
import { DRAFT_WRITE_MS, writeDraft } from '../draft-storage';
import type { FormValues } from '../form-model';

interface DraftInput {
  api: ApiClient;
  owner: string;
  course: string;
  year: number;
  values: FormValues;
  step: number;
  files: Record<string, string>;
  /** When the draft the form opened with was saved (null: none). */
  initialSavedAt: string | null;
}

export function useDraftSaving({ api, owner, course, year, values, step, files, initialSavedAt }: DraftInput) {
  const [savedAt, setSavedAt] = useState<string | null>(initialSavedAt);
  const [storageOk, setStorageOk] = useState(true);
  const finished = useRef(false);

  // The draft follows the changes, written at most every 500 ms (and once more when the form closes); after a
  // successful submit nothing is written again.
  const latest = useRef({ values, step, files });
  latest.current = { values, step, files };
  const draftTimer = useRef<number | null>(null);
  const writeLatest = useCallback(() => {
    draftTimer.current = null;
    if (finished.current) return;
    const now = new Date().toISOString();
    const ok = writeDraft({ owner, course, year, ...latest.current, savedAt: now });
    setStorageOk(ok);
    if (ok) setSavedAt(now);
  }, [owner, course, year]);
  useEffect(() => {
    if (draftTimer.current === null) draftTimer.current = window.setTimeout(writeLatest, DRAFT_WRITE_MS);
  }, [values, step, files, writeLatest]);
  // A pending write is done at once when the form closes or the page goes away (a reload, a closed tab).
  useEffect(() => {
    const flush = () => {
      if (draftTimer.current === null) return;
      window.clearTimeout(draftTimer.current);
      writeLatest();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [writeLatest]);

  // The draft on the server (so a reload or another device finds it): saved every few seconds while the student types,
  // and at once when the step changes. A refusal (the form closed meanwhile) is left to the submit to explain.
  const serverTimer = useRef<number | null>(null);
  const [serverSavedAt, setServerSavedAt] = useState<string | null>(null);
  const saveToServer = useCallback(() => {
    if (serverTimer.current !== null) window.clearTimeout(serverTimer.current);
    serverTimer.current = null;
    if (finished.current) return;
    const { values: v, step: s } = latest.current;
    saveServerDraft(api, JSON.parse(JSON.stringify(v)) as Record<string, unknown>, s).then(
      (at) => setServerSavedAt(at),
      () => undefined,
    );
  }, [api]);
  const firstServerSave = useRef(true);
  useEffect(() => {
    if (firstServerSave.current) {
      firstServerSave.current = false;
      return;
    }
    if (serverTimer.current === null) serverTimer.current = window.setTimeout(saveToServer, SERVER_DRAFT_SAVE_MS);
  }, [values, saveToServer]);
  const lastStep = useRef(step);
  useEffect(() => {
    if (lastStep.current === step) return;
    lastStep.current = step;
    saveToServer();
  }, [step, saveToServer]);
  useEffect(
    () => () => {
      if (serverTimer.current !== null) window.clearTimeout(serverTimer.current);
    },
    [],
  );

  /** The form was sent: no draft is written or saved again. */
  const finish = useCallback(() => {
    finished.current = true;
    if (serverTimer.current !== null) window.clearTimeout(serverTimer.current);
  }, []);

  return { savedAt, storageOk, serverSavedAt, finish };
}
