// /admin/content (editor, and admin): the notice board and the site's pages. A new notice is a draft until
// published; a page's draft is saved, then published as a new version, and an earlier version can be published
// again. The API sanitises page bodies and rebuilds the public answers at once (decision 015).
import { useEffect, useState, type FormEvent } from 'react';
import type { EditorNotice, EditorPage, OfficeEnquiry } from '@college/shared-types';
import { useText } from '@college/web-kit';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  DataTable,
  Panel,
  SelectField,
  TextAreaField,
  TextField,
} from '@college/web-kit/ui';
import { failureText, formatDateTime, saveBlob, todayInIndia } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { useAction } from '../../lib/use-action';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { BodyEditor } from './body-editor';
import { PublishToggle } from './publish-toggle';
import { ContentEditorsNav } from './content-kinds';

const TEXT = {
  title: { en: 'Site content', hi: 'वेबसाइट सामग्री' },
  notices: { en: 'Notice board', hi: 'सूचना पट' },
  newNotice: { en: 'New notice', hi: 'नई सूचना' },
  editNotice: { en: 'Change the notice “{title}”', hi: 'सूचना “{title}” बदलें' },
  saveChanges: { en: 'Save changes', hi: 'बदलाव सहेजें' },
  edit: { en: 'Edit', hi: 'बदलें' },
  delete: { en: 'Delete', hi: 'हटाएँ' },
  confirmDelete: { en: 'Yes, delete', hi: 'हाँ, हटाएँ' },
  titleHi: { en: 'Title in Hindi', hi: 'हिन्दी में शीर्षक' },
  titleEn: { en: 'Title in English', hi: 'अंग्रेज़ी में शीर्षक' },
  link: { en: 'Link to a PDF or page (optional)', hi: 'PDF या पृष्ठ का लिंक (वैकल्पिक)' },
  linkHint: { en: 'Starts with https:// or /', hi: 'https:// या / से आरम्भ' },
  expires: { en: 'Last day shown (optional)', hi: 'दिखाने का अंतिम दिन (वैकल्पिक)' },
  pinned: { en: 'Pin to the top', hi: 'सबसे ऊपर रखें' },
  saveDraft: { en: 'Save as draft', hi: 'प्रारूप सहेजें' },
  publish: { en: 'Publish', hi: 'प्रकाशित करें' },
  unpublish: { en: 'Take back to draft', hi: 'प्रारूप में वापस लें' },
  published: { en: 'Published', hi: 'प्रकाशित' },
  draft: { en: 'Draft', hi: 'प्रारूप' },
  notice: { en: 'Notice', hi: 'सूचना' },
  state: { en: 'State', hi: 'स्थिति' },
  action: { en: 'Action', hi: 'कार्य' },
  pages: { en: 'Pages', hi: 'पृष्ठ' },
  page: { en: 'Page', hi: 'पृष्ठ' },
  bodyHi: { en: 'Text in Hindi', hi: 'हिन्दी में पाठ' },
  bodyEn: { en: 'Text in English', hi: 'अंग्रेज़ी में पाठ' },
  bodyHint: {
    en: 'Headings, lists, tables, links and images are kept; scripts and styles are removed when saved.',
    hi: 'शीर्षक, सूचियाँ, तालिकाएँ, लिंक और चित्र रहते हैं; स्क्रिप्ट और स्टाइल सहेजते समय हटा दिए जाते हैं।',
  },
  unpublished: { en: 'The draft has changes not yet published.', hi: 'प्रारूप में ऐसे बदलाव हैं जो अभी प्रकाशित नहीं हुए।' },
  upToDate: { en: 'The published page is the draft.', hi: 'प्रकाशित पृष्ठ ही प्रारूप है।' },
  versions: { en: 'Published versions', hi: 'प्रकाशित संस्करण' },
  version: { en: 'Version {n}, {date}', hi: 'संस्करण {n}, {date}' },
  restore: { en: 'Publish version {n} again', hi: 'संस्करण {n} फिर से प्रकाशित करें' },
  done: { en: 'Done.', hi: 'हो गया।' },
  enquiries: { en: 'Enquiries and feedback', hi: 'पूछताछ एवं प्रतिक्रिया' },
  from: { en: 'From', hi: 'प्रेषक' },
  message: { en: 'Message', hi: 'संदेश' },
  new: { en: 'New', hi: 'नई' },
  answered: { en: 'Answered', hi: 'उत्तर दिया गया' },
  replyTo: { en: 'Reply to {name}', hi: '{name} को उत्तर' },
  sendReply: { en: 'Send reply', hi: 'उत्तर भेजें' },
  csv: { en: 'Download CSV', hi: 'CSV डाउनलोड करें' },
};

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export function ContentPage() {
  const { t } = useText();
  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <ContentEditorsNav />
      <NoticesPanel />
      <PagesPanel />
      <EnquiriesPanel />
    </>
  );
}

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

function NoticesPanel() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => api.get<{ data: EditorNotice[] }>('adminNotices', { signal }), [api]);
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
      () =>
        editing ? api.put('adminNotice', { params: { id: editing.id }, json }) : api.post('adminNotices', { json }),
      () => {
        stopEdit();
        load.reload();
      },
    );
  };
  const remove = (n: EditorNotice) => {
    setConfirming(null);
    void change.run(
      () => api.delete('adminNotice', { params: { id: n.id } }),
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

interface PageSummary {
  slug: string;
  title_hi: string;
  title_en: string;
  unpublished_changes: boolean;
}

function PagesPanel() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const list = useLoad((signal) => api.get<{ data: PageSummary[] }>('adminPages', { signal }), [api]);
  const [slug, setSlug] = useState('');
  const pages = list.data?.data ?? [];
  const first = list.data?.data[0]?.slug;
  useEffect(() => {
    if (!slug && first) setSlug(first);
  }, [first, slug]);

  return (
    <Panel title={t(TEXT.pages)}>
      {list.error ? <Alert tone="error">{failureText(list.error, t)}</Alert> : null}
      <div style={{ maxWidth: 640 }}>
        <SelectField
          label={t(TEXT.page)}
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          options={pages.map((p) => ({
            value: p.slug,
            label: `${lang === 'hi' ? p.title_hi : p.title_en}${p.unpublished_changes ? ` (${t(TEXT.draft)})` : ''}`,
          }))}
        />
      </div>
      {slug ? <PageEditor key={slug} slug={slug} onChanged={list.reload} /> : null}
    </Panel>
  );
}

function PageEditor({ slug, onChanged }: { slug: string; onChanged: () => void }) {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const load = useLoad(
    (signal) => api.get<{ data: EditorPage }>('adminPage', { params: { slug }, signal }),
    [api, slug],
  );
  const [form, setForm] = useState({ title_hi: '', title_en: '', body_hi: '', body_en: '' });
  const action = useAction(TEXT.done);
  const page = load.data?.data;
  useEffect(() => {
    if (page)
      setForm({ title_hi: page.title_hi, title_en: page.title_en, body_hi: page.body_hi, body_en: page.body_en });
  }, [page]);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const after = () => {
    load.reload();
    onChanged();
  };

  if (load.error) return <Alert tone="error">{failureText(load.error, t)}</Alert>;
  if (!page) return <p>{t(COMMON.loading)}</p>;
  return (
    <form
      style={{ maxWidth: 900 }}
      onSubmit={(e) => {
        e.preventDefault();
        void action.run(() => api.put('adminPage', { params: { slug }, json: form }), after);
      }}
    >
      <Alert tone={page.unpublished_changes ? 'warning' : 'info'}>
        {t(page.unpublished_changes ? TEXT.unpublished : TEXT.upToDate)}
      </Alert>
      {action.failure && <Alert tone="error">{action.failure}</Alert>}
      <TextField
        label={t(TEXT.titleHi)}
        lang="hi"
        value={form.title_hi}
        onChange={set('title_hi')}
        error={action.errors.title_hi}
      />
      <TextField
        label={t(TEXT.titleEn)}
        lang="en"
        value={form.title_en}
        onChange={set('title_en')}
        error={action.errors.title_en}
      />
      <BodyEditor
        label={TEXT.bodyHi}
        hint={t(TEXT.bodyHint)}
        lang="hi"
        value={form.body_hi}
        onChange={(html) => setForm((f) => ({ ...f, body_hi: html }))}
        error={action.errors.body_hi}
      />
      <BodyEditor
        label={TEXT.bodyEn}
        hint={t(TEXT.bodyHint)}
        lang="en"
        value={form.body_en}
        onChange={(html) => setForm((f) => ({ ...f, body_en: html }))}
        error={action.errors.body_en}
      />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="submit" variant="secondary" pending={action.pending}>
          {t(TEXT.saveDraft)}
        </Button>
        <Button
          type="button"
          variant="success"
          pending={action.pending}
          onClick={() =>
            void action.run(async () => {
              await api.put('adminPage', { params: { slug }, json: form });
              await api.post('adminPagePublish', { params: { slug }, json: {} });
            }, after)
          }
        >
          {t(TEXT.publish)}
        </Button>
      </div>
      {page.versions.length > 0 && (
        <>
          <h3>{t(TEXT.versions)}</h3>
          <ul>
            {page.versions.map((v) => (
              <li key={v.version}>
                {fill(t(TEXT.version), { n: v.version, date: formatDateTime(v.published_at, lang) })}{' '}
                {v.version !== page.versions[0]?.version && (
                  <Button
                    small
                    type="button"
                    variant="link"
                    onClick={() =>
                      void action.run(
                        () => api.post('adminPageRestore', { params: { slug }, json: { version: v.version } }),
                        after,
                      )
                    }
                  >
                    {fill(t(TEXT.restore), { n: v.version })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </form>
  );
}

function EnquiriesPanel() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => api.get<{ data: OfficeEnquiry[] }>('adminEnquiries', { signal }), [api]);
  const download = useAction(TEXT.done);
  return (
    <Panel title={t(TEXT.enquiries)}>
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      {download.failure && <Alert tone="error">{download.failure}</Alert>}
      <Button
        variant="secondary"
        pending={download.pending}
        onClick={() =>
          void download.run(async () =>
            saveBlob(await api.blob('/api/admin/enquiries.csv'), `enquiries-${todayInIndia()}.csv`),
          )
        }
      >
        {t(TEXT.csv)}
      </Button>
      <DataTable
        caption={t(TEXT.enquiries)}
        rows={load.data?.data ?? []}
        rowKey={(e) => e.id}
        empty={load.loading ? t(COMMON.loading) : t(COMMON.none)}
        columns={[
          {
            key: 'from',
            header: t(TEXT.from),
            cell: (e) => (
              <>
                {e.name}
                <br />
                {e.email} · {e.mobile}
                <br />
                {formatDateTime(e.created_at, lang)}
              </>
            ),
          },
          { key: 'message', header: t(TEXT.message), cell: (e) => e.message },
          {
            key: 'state',
            header: t(TEXT.state),
            cell: (e) => (
              <Badge $tone={e.status === 'answered' ? 'resolved' : 'pending'}>
                {t(e.status === 'answered' ? TEXT.answered : TEXT.new)}
              </Badge>
            ),
          },
          { key: 'reply', header: t(TEXT.action), cell: (e) => <ReplyForm enquiry={e} onSent={load.reload} /> },
        ]}
      />
    </Panel>
  );
}

function ReplyForm({ enquiry, onSent }: { enquiry: OfficeEnquiry; onSent: () => void }) {
  const { t } = useText();
  const api = useOfficeApi();
  const [message, setMessage] = useState('');
  const send = useAction(TEXT.done);
  if (enquiry.status === 'answered') return <span>{enquiry.reply}</span>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send.run(() => api.post('adminEnquiryReply', { params: { id: enquiry.id }, json: { message } }), onSent);
      }}
    >
      {send.failure && <Alert tone="error">{send.failure}</Alert>}
      <TextAreaField
        label={fill(t(TEXT.replyTo), { name: enquiry.name })}
        rows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={send.errors.message}
      />
      <Button type="submit" small pending={send.pending}>
        {t(TEXT.sendReply)}
      </Button>
    </form>
  );
}
