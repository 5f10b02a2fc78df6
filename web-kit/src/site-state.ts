// The site state in the browser (`@college/web-kit/site-state`, for the shell and tests): the atoms of the global
// site state (SPEC §3), made once per page, with their types from the contract in shared-types (`SiteAtoms`) and
// their values from what this browser keeps, and the page language they follow. An entry of its own rather than
// part of the shared core, so the shell's build takes only what it calls (the modules read the state through the
// shell's props and `useText`).
import { atom } from 'jotai/vanilla';
import {
  AUTH_TOKEN_KEY,
  type BannerInfo,
  type Course,
  type GalleryImage,
  type Language,
  type Notice,
  type SiteAtoms,
  type Slider,
  type Staff,
  type Store,
  type Student,
  type UsefulLink,
} from '@college/shared-types';
import { storedLanguage } from './language';

export { currentLanguage, initLanguage, subscribeLanguage } from './language';

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
