// A section's page (the middle links of the breadcrumb, e.g. /about): the pages of the section, from the menu.
import { useMemo } from 'react';
import {
  SEGMENT_LABELS,
  buildMenu,
  findMenuItem,
  languageOfText,
  menuSection,
  pick,
  type Label,
} from '@college/shared-types';
import * as css from './sections.module.css';
import { Page } from '../../components/page';
import { ModuleLink } from '@college/web-kit';
import { useLocation } from '@college/web-kit/routing';
import { useText } from '@college/web-kit';
import { useSite } from '../../app/use-site';

export function SectionPage() {
  const { lang } = useText();
  const path = useLocation().pathname.replace(/\/+$/, '');
  const store = useSite('store');
  const gallery_images = useSite('gallery_images');
  const staffs = useSite('staffs');
  const isAuthenticated = useSite('isAuthenticated');
  const menu = useMemo(
    // Sections never list 'Other Link', so its documents are not needed here.
    () => buildMenu({ store, gallery_images, staffs, isAuthenticated, documents: { gyanpathik: '', samiti: '' } }),
    [store, gallery_images, staffs, isAuthenticated],
  );
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const title: Label = findMenuItem(menu, path)?.label ?? SEGMENT_LABELS[segment] ?? segment;
  const entries = menuSection(menu, path);
  return (
    <Page title={title}>
      <ul className={css.list}>
        {entries.map((e) => (
          <li key={e.key}>
            <ModuleLink
              className={css.link}
              href={e.href as string}
              lang={typeof e.label === 'string' ? languageOfText(e.label) : undefined}
            >
              {pick(e.label, lang)}
            </ModuleLink>
          </li>
        ))}
      </ul>
    </Page>
  );
}
