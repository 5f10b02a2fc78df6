// The console's own layout (the public header and footer are hidden on /admin/*): who is signed in, the
// sections their role may open, the language switch, change password and sign out. On a phone all of that folds
// behind one "Menu" button, so that a page's own content starts on the first screen.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, Link, useLocation } from '@college/web-kit/routing';
import styled from 'styled-components';
import { STAFF_ROLE_LABELS, down, up } from '@college/shared-types';
import { useText, tokens } from '@college/web-kit';
import { LanguageSwitch as KitLanguageSwitch } from '@college/web-kit/language-switch';
import { Button } from '@college/web-kit/ui';
import { sectionsFor } from '../lib/sections';
import { useStaff, useStaffSession } from '../lib/staff-session';
import { COMMON } from '../lib/texts';
import { logout } from '../api/logout';

const c = tokens.color;

const Frame = styled.div`
  min-height: 100vh;
  background: ${c.background};
  color: ${c.text};
  font-family: var(--font-body, sans-serif);
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 10;
    background: ${c.surface};
    color: ${c.primaryDark};
    padding: 8px 12px;
  }
`;

const Top = styled.header`
  background: ${c.primaryDark};
  color: ${c.onPrimary};
  padding: ${tokens.space(1)} ${tokens.space(3)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space(1)} ${tokens.space(2)};
  ${down('sm')} {
    padding: ${tokens.space(1)} ${tokens.space(2)};
  }
  .brand {
    font-size: ${tokens.fontSize.lg};
    font-weight: 700;
    margin: 0;
    margin-right: auto;
  }
  .who {
    font-size: ${tokens.fontSize.sm};
  }
  .account {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space(1)} ${tokens.space(2)};
  }
  a,
  button.plain {
    color: ${c.onPrimary};
  }
  ${up('sm')} {
    .menu-toggle {
      display: none;
    }
  }
  ${down('sm')} {
    .brand {
      font-size: ${tokens.fontSize.md};
    }
    .account {
      flex: 1 0 100%;
      padding-bottom: ${tokens.space(1)};
    }
    .account[data-open='false'] {
      display: none;
    }
  }
`;

/** The phone's menu button: one line with the console's name, opening the account and the sections. */
const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  background: transparent;
  color: ${c.onPrimary};
  border: 1px solid ${c.onPrimary};
  border-radius: ${tokens.radius.sm};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${c.onPrimary};
    color: ${c.primaryDark};
  }
  &:focus-visible {
    outline: 3px solid ${c.accent};
    outline-offset: 2px;
  }
`;

/** The kit's one language switch, drawn on the console's dark bar. */
const LanguageSwitch = styled(KitLanguageSwitch)`
  display: flex;
  gap: 4px;
  button {
    background: transparent;
    color: ${c.onPrimary};
    border: 1px solid ${c.onPrimary};
    border-radius: ${tokens.radius.sm};
    min-height: 44px;
    min-width: 44px;
    padding: 0 10px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${c.onPrimary};
    color: ${c.primaryDark};
    font-weight: 700;
  }
  button:focus-visible {
    outline: 3px solid ${c.accent};
    outline-offset: 2px;
  }
`;

const Nav = styled.nav`
  background: ${c.surface};
  border-bottom: 1px solid ${c.border};
  ul {
    list-style: none;
    margin: 0;
    padding: 0 ${tokens.space(2)};
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${tokens.space(0.5)};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${tokens.space(2)};
    color: ${c.primaryDark};
    text-decoration: none;
    border-bottom: 3px solid transparent;
    font-weight: 600;
  }
  a[aria-current='page'] {
    border-bottom-color: ${c.primary};
  }
  a:focus-visible {
    outline: 3px solid ${c.accent};
  }
  ${down('sm')} {
    &[data-open='false'] {
      display: none;
    }
    ul {
      flex-direction: column;
      padding: ${tokens.space(0.5)} ${tokens.space(1)};
    }
    a {
      display: flex;
      padding: 0 ${tokens.space(1)};
      border-bottom: 0;
      border-left: 3px solid transparent;
    }
    a[aria-current='page'] {
      border-left-color: ${c.primary};
    }
  }
`;

const Main = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${tokens.space(3)};
  ${down('sm')} {
    padding: ${tokens.space(2)} ${tokens.space(1)};
  }
  h1 {
    font-size: ${tokens.fontSize.xxl};
    margin: 0 0 ${tokens.space(2)};
    color: ${c.primaryDark};
  }
`;

const Foot = styled.footer`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${tokens.space(2)} ${tokens.space(3)} ${tokens.space(4)};
  font-size: ${tokens.fontSize.xs};
  color: ${c.muted};
`;

/** Which release of the console this page runs (what a release or rollback changes). */
function VersionLine() {
  const { t } = useText();
  return <Foot data-testid="admin-version">{`${t(TEXT.version)} ${__MODULE_VERSION__}`}</Foot>;
}

const TEXT = {
  version: { en: 'Console version', hi: 'कंसोल संस्करण' },
  skip: { en: 'Skip to the page', hi: 'पृष्ठ पर जाएँ' },
  sections: { en: 'Console sections', hi: 'कंसोल के भाग' },
  password: { en: 'Change password', hi: 'पासवर्ड बदलें' },
  signOut: { en: 'Sign out', hi: 'साइन आउट' },
  menu: { en: 'Menu', hi: 'मेनू' },
};

/** A page without a signed-in staff member (sign in, set password): the brand and the language switch. */
export function PlainLayout({ children }: { children: ReactNode }) {
  const { t } = useText();
  return (
    <Frame>
      <SkipLink href="#console-main">{t(TEXT.skip)}</SkipLink>
      <Top>
        <p className="brand">{t(COMMON.console)}</p>
        <LanguageSwitch />
      </Top>
      <Main id="console-main" tabIndex={-1} style={{ maxWidth: 480 }}>
        {children}
      </Main>
      <VersionLine />
    </Frame>
  );
}

/**
 * The phone's menu: open or folded, closed by Escape (focus back on its button) and by going to another page.
 * Above a phone's width the button is not shown and everything it folds is always there.
 */
function useMenu() {
  // Open on the page it was opened on, so another page finds it folded. Not an effect that folds it when the page
  // changes: such an effect, still pending when the first tap on the button comes, would fold what the tap opened.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggle = useRef<HTMLButtonElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    setOpenOn(null);
    toggle.current?.focus();
  };
  return { open, toggle, onKeyDown, flip: () => setOpenOn((on) => (on === pathname ? null : pathname)) };
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useText();
  const staff = useStaff();
  const { api, signedOut } = useStaffSession();
  const [leaving, setLeaving] = useState(false);
  const menu = useMenu();

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout(api);
    } catch {
      // The session ends in this browser whatever the server answered.
    }
    signedOut();
  };

  return (
    <Frame>
      <SkipLink href="#console-main">{t(TEXT.skip)}</SkipLink>
      <Top onKeyDown={menu.onKeyDown}>
        <p className="brand">{t(COMMON.console)}</p>
        <MenuToggle
          ref={menu.toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={menu.open}
          aria-controls="console-account console-sections"
          onClick={menu.flip}
        >
          <span aria-hidden="true">☰</span>
          {t(TEXT.menu)}
        </MenuToggle>
        <div className="account" id="console-account" data-open={menu.open}>
          <span className="who">
            {staff.name} · {t(STAFF_ROLE_LABELS[staff.role])}
          </span>
          <LanguageSwitch />
          <Link to="/admin/password">{t(TEXT.password)}</Link>
          <Button variant="secondary" small pending={leaving} onClick={() => void signOut()}>
            {t(TEXT.signOut)}
          </Button>
        </div>
      </Top>
      <Nav aria-label={t(TEXT.sections)} id="console-sections" data-open={menu.open} onKeyDown={menu.onKeyDown}>
        <ul>
          {sectionsFor(staff.role).map((s) => (
            <li key={s.path}>
              <NavLink to={s.path}>{t(s.label)}</NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      <Main id="console-main" tabIndex={-1}>
        {children}
      </Main>
      <VersionLine />
    </Frame>
  );
}
