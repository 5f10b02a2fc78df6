// The notice board: a new notice is a draft until published; a notice can be changed, published, taken back or
// deleted.
import { useEffect, useState, type FormEvent } from 'react';
import type { EditorNotice } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Alert, Badge, Button, Checkbox, DataTable, Panel, TextField } from '@college/web-kit/ui';
import { failureText, formatDateTime } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { useAction } from '../../lib/use-action';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { createNotice, deleteNotice, getNotices, updateNotice } from './api/notices';
import { TEXT, fill } from './content-page-texts';
import { PublishToggle } from './publish-toggle';

const EMPTY_NOTICE = { title_hi: '', title_en: '', link: '', expires_on: '', pinned: false };

/** A notice as the form edits it (the expiry date as YYYY-MM-DD). */
function noticeForm(n: EditorNotice): typeof EMPTY_NOTICE {
  return {
    title_hi: n.title_hi ?? '',
    title_en: n.title_en ?? '',
    link: n.popup_link ?? '',
    expires_on: (n.expires_on ?? '').slice(0, 10),
    pinned: n.pinned,
  };
}

export function NoticesPanel() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => getNotices(api, signal), [api]);
  const [form, setForm] = useState(EMPTY_NOTICE);
  /** The notice being changed (draft or published); null: the form writes a new one. */
  const [editing, setEditing] = useState<EditorNotice | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const create = useAction(TEXT.done);
  const toggle = useAction(TEXT.done);
  const change = useAction(TEXT.done);

  useEffect(() => {
    if (!editing) return;
    const heading = document.getElementById('notice-form-heading');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [editing]);

  const stopEdit = () => {
    setEditing(null);
    setForm(EMPTY_NOTICE);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const json = { ...form, pinned: form.pinned ? '1' : '0' };
    void create.run(
      () => (editing ? updateNotice(api, editing.id, json) : createNotice(api, json)),
      () => {
        stopEdit();
        load.reload();
      },
    );
  };
  const remove = (n: EditorNotice) => {
    setConfirming(null);
    void change.run(
      () => deleteNotice(api, n.id),
      () => {
        if (editing?.id === n.id) stopEdit();
        load.reload();
      },
    );
  };
  const set = (key: keyof typeof EMPTY_NOTICE) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const nameOf = (n: EditorNotice) => (lang === 'hi' ? n.title_hi || n.title_en : n.title_en || n.title_hi) ?? '';

  return (
    <Panel title={t(TEXT.notices)}>
      <form onSubmit={submit} aria-labelledby="notice-form-heading" style={{ maxWidth: 640, marginBottom: 24 }}>
        <h3 id="notice-form-heading">
          {editing ? fill(t(TEXT.editNotice), { title: nameOf(editing) }) : t(TEXT.newNotice)}
        </h3>
        {create.failure && <Alert tone="error">{create.failure}</Alert>}
        <TextField
          label={t(TEXT.titleHi)}
          lang="hi"
          value={form.title_hi}
          onChange={set('title_hi')}
          error={create.errors.title_hi}
        />
        <TextField
          label={t(TEXT.titleEn)}
          lang="en"
          value={form.title_en}
          onChange={set('title_en')}
          error={create.errors.title_en}
        />
        <TextField
          label={t(TEXT.link)}
          hint={t(TEXT.linkHint)}
          value={form.link}
          onChange={set('link')}
          error={create.errors.link}
        />
        <TextField
          label={t(TEXT.expires)}
          type="date"
          value={form.expires_on}
          onChange={set('expires_on')}
          error={create.errors.expires_on}
        />
        <Checkbox
          label={t(TEXT.pinned)}
          checked={form.pinned}
          onChange={(e) => setForm((f) => ({ ...f, pinned: e.target.checked }))}
        />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="submit" pending={create.pending}>
            {editing ? t(TEXT.saveChanges) : t(TEXT.saveDraft)}
          </Button>
          {editing && (
            <Button type="button" variant="secondary" onClick={stopEdit}>
              {t(COMMON.cancel)}
            </Button>
          )}
        </div>
      </form>
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      {toggle.failure && <Alert tone="error">{toggle.failure}</Alert>}
      {change.failure && <Alert tone="error">{change.failure}</Alert>}
      <DataTable
        caption={t(TEXT.notices)}
        rows={load.data?.data ?? []}
        rowKey={(n) => n.id}
        empty={load.loading ? t(COMMON.loading) : t(COMMON.none)}
        columns={[
          {
            key: 'notice',
            header: t(TEXT.notice),
            cell: (n) => (
              <>
                {n.title_hi && <span lang="hi">{n.title_hi}</span>}
                {n.title_hi && n.title_en ? <br /> : null}
                {n.title_en && <span lang="en">{n.title_en}</span>}
                {!n.title_hi && !n.title_en && n.popup_message}
              </>
            ),
          },
          { key: 'date', header: t(COMMON.date), cell: (n) => formatDateTime(n.created_at, lang) },
          {
            key: 'state',
            header: t(TEXT.state),
            cell: (n) => (
              <Badge $tone={n.published ? 'resolved' : 'pending'}>{t(n.published ? TEXT.published : TEXT.draft)}</Badge>
            ),
          },
          {
            key: 'action',
            header: t(TEXT.action),
            cell: (n) => (
              <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
                <PublishToggle notice={n} action={toggle} after={load.reload} />
                <Button
                  small
                  variant="link"
                  onClick={() => {
                    setEditing(n);
                    setForm(noticeForm(n));
                  }}
                >
                  {t(TEXT.edit)}
                  <span className="sr-only">: {nameOf(n)}</span>
                </Button>
                {confirming === n.id ? (
                  <>
                    <Button small variant="danger" onClick={() => remove(n)}>
                      {t(TEXT.confirmDelete)}
                      <span className="sr-only">: {nameOf(n)}</span>
                    </Button>
                    <Button small variant="link" onClick={() => setConfirming(null)}>
                      {t(COMMON.cancel)}
                    </Button>
                  </>
                ) : (
                  <Button small variant="link" onClick={() => setConfirming(n.id)}>
                    {t(TEXT.delete)}
                    <span className="sr-only">: {nameOf(n)}</span>
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
    </Panel>
  );
}
