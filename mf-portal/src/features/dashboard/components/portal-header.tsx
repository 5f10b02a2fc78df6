// The dashboard's header: the college logo, 'Student Portal', the student's photo and Logout.
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { colors, splitStoreTitle, up, type Student } from '@college/shared-types';
import { ModuleLink } from '@college/web-kit';
import { useShell, useText } from '@college/web-kit';
import { DASHBOARD_TEXT as T } from '../texts';
import { Button } from '@college/web-kit/ui';

const Bar = styled.header`
  background: ${colors.primaryDark};
  color: var(--color-on-primary);
  border-bottom: 4px solid ${colors.accent};
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 8px 12px;
  display: flex;
  align-items: center;
  gap: 12px;
  ${up('sm')} {
    padding: 12px 16px;
  }
`;

const Home = styled(ModuleLink)`
  display: flex;
  align-items: center;
  gap: 10px;
  color: var(--color-on-primary);
  text-decoration: none;
  min-width: 0;
  flex: 1;
  img {
    width: 44px;
    height: 44px;
    object-fit: contain;
    background: var(--color-surface);
    border-radius: 50%;
    padding: 3px;
    flex: none;
  }
  h1 {
    margin: 0;
    font-size: 20px;
    line-height: 1.2;
  }
  .college {
    display: none;
    font-size: 13px;
    opacity: 0.85;
    ${up('md')} {
      display: block;
    }
  }
`;

const Avatar = styled.div`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid var(--color-surface);
  background: ${colors.primary};
  overflow: hidden;
  flex: none;
  display: grid;
  place-items: center;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface PortalHeaderProps {
  student: Student | null;
  /** Address of the student's photo to show, or null. */
  photo: string | null;
  onLogout: () => void;
}

export function PortalHeader({ student, photo, onLogout }: PortalHeaderProps) {
  const { atoms } = useShell();
  const store = useAtomValue(atoms.store);
  const names = splitStoreTitle(store?.store_title);
  const { t, lang } = useText();
  // The college's name in the chosen language (the public site's header shows both).
  const college = lang === 'hi' ? names.hindi : names.english;
  return (
    <Bar>
      <Inner>
        <Home href="/" aria-label={`${college} ${t(T.homePage)}`}>
          {store?.store_logo && <img src={store.store_logo} alt="" />}
          <span>
            <h1>{t(T.studentPortal)}</h1>
            <span className="college" lang={lang}>
              {college}
            </span>
          </span>
        </Home>
        <Avatar>
          {photo ? (
            <img src={photo} alt={`${t(T.photoOf)} ${student?.name ?? ''}`} />
          ) : (
            <span aria-hidden="true">{(student?.name ?? '?').trim().charAt(0).toUpperCase()}</span>
          )}
        </Avatar>
        <Button variant="secondary" small onClick={onLogout}>
          {t(T.logout)}
        </Button>
      </Inner>
    </Bar>
  );
}
