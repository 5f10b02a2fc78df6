// Events: notices with a link (type 2) — a title in both languages, the date shown and a link or PDF. They use
// the notice board's machinery: a new event is a draft until published.
import { useState, type FormEvent } from 'react';
import { useText } from '@college/web-kit';
import { Alert, Badge, Button, DataTable, Panel, TextField } from '@college/web-kit/ui';
import { MediaPicker } from '../../../components/media-picker';
import { failureText, formatDateTime, todayInIndia } from '../../../lib/format';
import { useOfficeApi } from '../../../lib/staff-session';
import { useAction } from '../../../lib/use-action';
import { useLoad } from '../../../lib/use-load';
import { COMMON } from '../../../lib/texts';
import { CONTENT_TEXT } from '../content-text';
import { PublishToggle } from '../publish-toggle';
import { createNotice, getNotices } from '../api/notices';

const TEXT = {
  title: { en: 'Events', hi: 'कार्यक्रम' },
  intro: {
    en: 'An event is a notice with a link or a PDF; it is a draft until published.',
    hi: 'कार्यक्रम लिंक या PDF वाली सूचना है; प्रकाशित होने तक प्रारूप रहता है।',
  },
  newEvent: { en: 'New event', hi: 'नया कार्यक्रम' },
  titleHi: { en: 'Title in Hindi', hi: 'हिन्दी में शीर्षक' },
  titleEn: { en: 'Title in English', hi: 'अंग्रेज़ी में शीर्षक' },
  date: { en: 'Date of the event', hi: 'कार्यक्रम की तिथि' },
  link: { en: 'Link or PDF *', hi: 'लिंक या PDF *' },
  linkNeeded: { en: 'An event needs a link or a PDF.', hi: 'कार्यक्रम के लिए लिंक या PDF आवश्यक है।' },
  saveDraft: { en: 'Save as draft', hi: 'प्रारूप सहेजें' },
  publish: { en: 'Publish', hi: 'प्रकाशित करें' },
  unpublish: { en: 'Take back to draft', hi: 'प्रारूप में वापस लें' },
  published: { en: 'Published', hi: 'प्रकाशित' },
  draft: { en: 'Draft', hi: 'प्रारूप' },
  event: { en: 'Event', hi: 'कार्यक्रम' },
  state: { en: 'State', hi: 'स्थिति' },
};

const EMPTY = { title_hi: '', title_en: '', dated: '', link: '' };

export function EventsEditor() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => getNotices(api, signal), [api]);
  const [form, setForm] = useState({ ...EMPTY, dated: todayInIndia() });
  const [missingLink, setMissingLink] = useState(false);
  const create = useAction(CONTENT_TEXT.done);
  const toggle = useAction(CONTENT_TEXT.done);
  const events = (load.data?.data ?? []).filter((n) => n.popup_link);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.link.trim()) {
      setMissingLink(true);
      return;
    }
    setMissingLink(false);
    void create.run(
      () => createNotice(api, { ...form, pinned: '0' }),
      () => {
        setForm({ ...EMPTY, dated: todayInIndia() });
        load.reload();
      },
    );
  };
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <p>{t(TEXT.intro)}</p>
      <Panel title={t(TEXT.newEvent)}>
        <form onSubmit={submit} aria-label={t(TEXT.newEvent)} style={{ maxWidth: 720 }}>
          {create.failure && <Alert tone="error">{create.failure}</Alert>}
          <TextField
            label={t(TEXT.titleHi)}
            lang="hi"
            value={form.title_hi}
            onChange={(e) => set('title_hi')(e.target.value)}
            error={create.errors.title_hi}
          />
          <TextField
            label={t(TEXT.titleEn)}
            lang="en"
            value={form.title_en}
            onChange={(e) => set('title_en')(e.target.value)}
            error={create.errors.title_en}
          />
          <TextField
            label={t(TEXT.date)}
            type="date"
            value={form.dated}
            onChange={(e) => set('dated')(e.target.value)}
            error={create.errors.dated}
          />
          <MediaPicker
            label={t(TEXT.link)}
            media="pdf"
            uploadTo="adminMediaDocuments"
            value={form.link}
            onChange={set('link')}
            error={missingLink ? [t(TEXT.linkNeeded)] : create.errors.link}
          />
          <Button type="submit" pending={create.pending}>
            {t(TEXT.saveDraft)}
          </Button>
        </form>
      </Panel>
      <Panel title={t(TEXT.title)}>
        {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
        {toggle.failure && <Alert tone="error">{toggle.failure}</Alert>}
        <DataTable
          caption={t(TEXT.title)}
          rows={events}
          rowKey={(n) => n.id}
          empty={load.loading ? t(COMMON.loading) : t(COMMON.none)}
          columns={[
            {
              key: 'event',
              header: t(TEXT.event),
              cell: (n) => (
                <>
                  {n.title_hi && <span lang="hi">{n.title_hi}</span>}
                  {n.title_hi && n.title_en ? <br /> : null}
                  {n.title_en && <span lang="en">{n.title_en}</span>}
                </>
              ),
            },
            { key: 'date', header: t(COMMON.date), cell: (n) => formatDateTime(n.created_at, lang) },
            {
              key: 'state',
              header: t(TEXT.state),
              cell: (n) => (
                <Badge $tone={n.published ? 'resolved' : 'pending'}>
                  {t(n.published ? TEXT.published : TEXT.draft)}
                </Badge>
              ),
            },
            {
              key: 'action',
              header: t(CONTENT_TEXT.actions),
              cell: (n) => <PublishToggle notice={n} action={toggle} after={load.reload} />,
            },
          ]}
        />
      </Panel>
    </>
  );
}
