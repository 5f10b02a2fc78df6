// The university's entrance ranks of a course admitted by its entrance (decision 027): how many are imported and
// when; for the admin, a CSV file or pasted text to import. A refused file lists each bad row with its line and
// reason (nothing of it is saved).
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { EntranceRankProblem, EntranceRanksImportRequest } from '@college/shared-types';
import { errorText, isApiError, tokens, useText } from '@college/web-kit';
import { Alert, Button, Panel, TextAreaField, useToast } from '@college/web-kit/ui';
import { formatDateTime } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { fill } from '../seat-matrix/seat-matrix-texts';
import { TEXT } from './merit-texts';
import { getEntranceRanks, importEntranceRanks } from './api/selection';

const FileRow = styled.div`
  margin-bottom: 12px;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  input:focus-visible {
    outline: 3px solid ${tokens.color.accent};
    outline-offset: 2px;
  }
`;

const Bad = styled.table`
  border-collapse: collapse;
  width: 100%;
  margin-top: 12px;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 8px;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${tokens.color.border};
  }
`;

/** The text of a chosen file (a browser without File.text reads it through FileReader). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result ?? ''));
    r.onerror = () => reject(r.error);
    r.readAsText(file);
  });
}

export function EntranceRanksPanel({
  course,
  year,
  isAdmin,
  onImported,
}: {
  course: string;
  year: number;
  isAdmin: boolean;
  onImported: () => void;
}) {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const toast = useToast();
  const fileId = useId();
  const ranks = useLoad((signal) => getEntranceRanks(api, { course, year }, signal), [api, course, year]);
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [bad, setBad] = useState<EntranceRankProblem[]>([]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setBad([]);
    const csv = file ? await readText(file) : pasted;
    if (!csv.trim()) {
      setFailure(t(TEXT.ranksEmpty));
      return;
    }
    setPending(true);
    try {
      const json: EntranceRanksImportRequest = { csv };
      const res = await importEntranceRanks(api, { course, year }, json);
      toast.show({ kind: 'success', title: lang === 'hi' ? res.message_hi : res.message });
      setPasted('');
      setFile(null);
      ranks.reload();
      onImported();
    } catch (error) {
      setFailure(errorText(error, lang, COMMON.failed));
      if (isApiError(error)) {
        const rows = (error.body as { rows?: EntranceRankProblem[] } | null)?.rows;
        if (Array.isArray(rows)) setBad(rows);
      }
    } finally {
      setPending(false);
    }
  };

  const data = ranks.data?.data;
  return (
    <Panel title={t(TEXT.ranksTitle)}>
      <p style={{ marginTop: 0 }}>{t(TEXT.ranksIntro)}</p>
      {ranks.error ? <Alert tone="error">{errorText(ranks.error, lang, COMMON.failed)}</Alert> : null}
      {data ? (
        <p role="status" data-testid="entrance-ranks-count">
          {data.ranks.length
            ? fill(t(TEXT.ranksCount), { count: data.ranks.length, date: formatDateTime(data.imported_at, lang) })
            : t(TEXT.ranksNone)}
        </p>
      ) : null}
      {isAdmin ? (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t(TEXT.ranksImport)}>
          <FileRow>
            <label htmlFor={fileId}>{t(TEXT.ranksFile)}</label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </FileRow>
          <TextAreaField
            label={t(TEXT.ranksPaste)}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            rows={4}
            placeholder="form_no,rank,category"
          />
          <Button type="submit" pending={pending}>
            {t(TEXT.ranksImport)}
          </Button>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {bad.length ? (
            <Bad data-testid="entrance-bad-rows">
              <caption>{t(TEXT.badRows)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(TEXT.line)}</th>
                  <th scope="col">{t(TEXT.reason)}</th>
                </tr>
              </thead>
              <tbody>
                {bad.map((b) => (
                  <tr key={`${b.row}-${b.code}`}>
                    <th scope="row">{b.row}</th>
                    <td>{t(b.reason)}</td>
                  </tr>
                ))}
              </tbody>
            </Bad>
          ) : null}
        </form>
      ) : null}
    </Panel>
  );
}
