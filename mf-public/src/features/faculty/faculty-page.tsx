// Faculty of {stream} (SPEC §2): a flip card per staff member of the stream the URL names.
import { FIXED_FACULTY_PAGES, facultyEntries, staffOf, type Label } from '@college/shared-types';
import * as css from './faculty.module.css';
import { Page } from '../../components/page';
import { useParams } from '@college/web-kit/routing';
import { useText } from '@college/web-kit';
import { useSite } from '../../app/use-site';
import { FlipCard } from './flip-card';

export function FacultyPage() {
  const { t } = useText();
  const { stream: slug = '' } = useParams();
  const staffs = useSite('staffs');
  const entry = facultyEntries(staffs).find((e) => e.slug === slug);
  const fixed = FIXED_FACULTY_PAGES.find((f) => f.slug === slug);
  const stream = entry?.stream ?? slug;
  const title: Label = fixed ? fixed.label : { en: `Faculty of ${stream}`, hi: `${stream} संकाय` };
  const list = staffOf(staffs, slug);
  return (
    <Page title={title}>
      {list.length > 0 ? (
        <ul className={css.list}>
          {list.map((s) => (
            <li key={s.id}>
              <FlipCard staff={s} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.empty}>
          {t({
            en: 'The details of the staff will be published here soon.',
            hi: 'कर्मचारियों का विवरण शीघ्र ही यहाँ प्रकाशित किया जाएगा।',
          })}
        </p>
      )}
    </Page>
  );
}
