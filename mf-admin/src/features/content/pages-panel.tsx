// The site's pages: a page's draft is saved, then published as a new version; an earlier version can be
// published again. The API sanitises page bodies (decision 015).
import { useEffect, useState } from 'react';
import { useText } from '@college/web-kit';
import { Alert, Button, Panel, SelectField, TextField } from '@college/web-kit/ui';
import { failureText, formatDateTime } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { useAction } from '../../lib/use-action';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { getPage, getPages, publishPage, restorePage, savePage } from './api/pages';
import { BodyEditor } from './body-editor';
import { TEXT, fill } from './content-page-texts';

export function PagesPanel() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const list = useLoad((signal) => getPages(api, signal), [api]);
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
  const load = useLoad((signal) => getPage(api, slug, signal), [api, slug]);
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
        void action.run(() => savePage(api, slug, form), after);
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
              await savePage(api, slug, form);
              await publishPage(api, slug);
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
                    onClick={() => void action.run(() => restorePage(api, slug, v.version), after)}
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
