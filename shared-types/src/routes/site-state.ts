// Creates the atoms of the global site state (SPEC §3); the shell makes them once per page.
import { atom, createStore } from 'jotai/vanilla';
import type { ModuleName } from './routes';
import { SITE_VERSION } from '../theme/theme';
import type { Course, GalleryImage, Notice, Slider, Staff, Store, UsefulLink } from '../content/entities';
import type { Student } from '../accounts/entities';
import type { BannerInfo, ShellProps, SiteAtoms } from './shell-props';
import { storedLanguage, type Language } from '../content/language';
import { AUTH_TOKEN_KEY } from '../accounts/portal-rules';

/** A student's token is kept in this browser: the page opens signed in (the API still decides). */
export function hasStoredSession(): boolean {
  try {
    return Boolean(window.localStorage.getItem(AUTH_TOKEN_KEY));
  } catch {
    return false;
  }
}

export function createSiteAtoms(): SiteAtoms {
  return {
    isAuthenticated: atom(hasStoredSession()),
    user: atom<Student | null>(null),
    store: atom<Store | null>(null),
    sliders: atom<Slider[]>([]),
    notices: atom<Notice[]>([]),
    gallery_images: atom<GalleryImage[]>([]),
    courses: atom<Course[]>([]),
    link: atom<UsefulLink[]>([]),
    staffs: atom<Staff[]>([]),
    dataLoaded: atom(false),
    language: atom<Language>(storedLanguage()),
    banner: atom<BannerInfo | null>(null),
  };
}

/** Shell props for a remote running alone in development (its own store and atoms, the API behind the dev proxy). */
export function createStandaloneProps(
  name: ModuleName,
  version: string,
  domElement: HTMLElement,
): ShellProps & { domElement: HTMLElement; name: string } {
  return {
    name,
    jotaiStore: createStore(),
    atoms: createSiteAtoms(),
    apiBase: '/api',
    versions: { [name]: version },
    siteVersion: SITE_VERSION,
    domElement,
  };
}
