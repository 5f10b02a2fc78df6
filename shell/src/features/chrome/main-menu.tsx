// The main menu (SPEC §2, §9): a bar with dropdowns that open on hover intent from 768 px up, a list that
// collapses after a link click below it; every entry is reachable and operable by keyboard.
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { MENU_BEHAVIOUR, languageOfText, pick, type Label, type Language, type MenuItem } from '@college/shared-types';
import * as css from './main-menu.module.css';
import { CHROME_TEXT } from './chrome-text';
import { followLink } from './navigate';
import { useHoverIntent } from './use-hover-intent';
import { useMediaQuery } from './use-media-query';

/** A stored label keeps its own language; a fixed one follows the page. */
function labelLang(label: Label): string | undefined {
  return typeof label === 'string' ? languageOfText(label) : undefined;
}

function samePath(a: string, b: string): boolean {
  const norm = (p: string) => p.replace(/\/+$/, '') || '/';
  return norm(a) === norm(b);
}

function contains(item: MenuItem, pathname: string): boolean {
  if (item.href && !item.newTab && samePath(item.href, pathname)) return true;
  return (item.children ?? []).some((c) => contains(c, pathname));
}

interface LinkProps {
  item: MenuItem;
  lang: Language;
  pathname: string;
  className?: string;
  onNavigate: () => void;
}

function MenuLink({ item, lang, pathname, className, onNavigate }: LinkProps) {
  const label = pick(item.label, lang);
  if (!item.href) return <span className={className}>{label}</span>;
  const current = !item.newTab && samePath(item.href, pathname);
  return (
    <a
      href={item.href}
      className={className}
      lang={labelLang(item.label)}
      aria-current={current ? 'page' : undefined}
      target={item.newTab ? '_blank' : undefined}
      rel={item.newTab ? 'noopener noreferrer' : undefined}
      onClick={(e) => {
        if (!item.newTab) followLink(e);
        onNavigate();
      }}
    >
      {label}
      {item.newTab && <span className="sr-only"> {pick(CHROME_TEXT.newTab, lang)}</span>}
    </a>
  );
}

interface DropdownProps {
  item: MenuItem;
  lang: Language;
  pathname: string;
  wide: boolean;
  open: boolean;
  alignEnd: boolean;
  onOpenChange: (key: string, open: boolean) => void;
  onNavigate: () => void;
}

function Dropdown({ item, lang, pathname, wide, open, alignEnd, onOpenChange, onNavigate }: DropdownProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { key } = item;
  const show = useCallback(() => onOpenChange(key, true), [key, onOpenChange]);
  const hide = useCallback(() => onOpenChange(key, false), [key, onOpenChange]);
  const hover = useHoverIntent(wide, show, hide);
  const { reset } = hover;
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      hide();
      button.current?.focus();
    }
  };
  // Tabbing out of an open dropdown closes it.
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) hide();
  };
  const children = item.children ?? [];
  return (
    <li
      className={css.item}
      onMouseEnter={hover.onMouseEnter}
      onMouseMove={hover.onMouseMove}
      onMouseLeave={hover.onMouseLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={css.topButton}
        aria-expanded={open}
        aria-controls={id}
        data-current={contains(item, pathname)}
        onClick={(e) => {
          // A mouse on a wide screen has usually opened it by hovering already: a click keeps it open.
          if (wide && e.detail > 0) {
            hover.markOver();
            show();
            return;
          }
          onOpenChange(key, !open);
        }}
      >
        <span>{pick(item.label, lang)}</span>
        <span aria-hidden="true" className={css.caret} />
      </button>
      <ul
        id={id}
        className={css.submenu}
        data-open={open}
        data-align={alignEnd ? 'end' : 'start'}
        data-columns={children.length > 9 ? 2 : 1}
      >
        {children.map((child) => (
          <li key={child.key}>
            <MenuLink item={child} lang={lang} pathname={pathname} onNavigate={onNavigate} />
            {child.children?.length ? (
              <ul className={css.nested}>
                {child.children.map((g) => (
                  <li key={g.key}>
                    <MenuLink item={g} lang={lang} pathname={pathname} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

export interface MainMenuProps {
  items: MenuItem[];
  lang: Language;
  pathname: string;
}

export function MainMenu({ items, lang, pathname }: MainMenuProps) {
  const wide = useMediaQuery(`(min-width: ${MENU_BEHAVIOUR.breakpointPx}px)`);
  const [listOpen, setListOpen] = useState(false);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const listId = useId();

  const onOpenChange = useCallback((key: string, open: boolean) => {
    setOpenKey((current) => (open ? key : current === key ? null : current));
  }, []);
  // On narrow screens the menu collapses after a link click; on wide ones the dropdown closes.
  const onNavigate = useCallback(() => {
    setOpenKey(null);
    setListOpen(false);
  }, []);

  useEffect(() => {
    setOpenKey(null);
    setListOpen(false);
  }, [wide]);

  useEffect(() => {
    if (!openKey && !listOpen) return undefined;
    const onPointerDown = (e: Event) => {
      if (nav.current && !nav.current.contains(e.target as Node)) {
        setOpenKey(null);
        setListOpen(false);
      }
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') setListOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [openKey, listOpen]);

  return (
    <nav aria-label={lang === 'hi' ? 'मुख्य मेनू' : 'Main'} ref={nav} className={css.nav}>
      <div className={css.bar}>
        <button
          type="button"
          className={css.toggle}
          aria-expanded={listOpen}
          aria-controls={listId}
          onClick={() => setListOpen((o) => !o)}
        >
          <span aria-hidden="true" className={css.burger} />
          {pick(listOpen ? CHROME_TEXT.closeMenu : CHROME_TEXT.menu, lang)}
        </button>
        <ul id={listId} className={css.list} data-open={listOpen}>
          {items.map((item, i) =>
            item.children?.length ? (
              <Dropdown
                key={item.key}
                item={item}
                lang={lang}
                pathname={pathname}
                wide={wide}
                open={openKey === item.key}
                alignEnd={i >= items.length / 2}
                onOpenChange={onOpenChange}
                onNavigate={onNavigate}
              />
            ) : (
              <li key={item.key} className={css.item}>
                <MenuLink item={item} lang={lang} pathname={pathname} className={css.topLink} onNavigate={onNavigate} />
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}
