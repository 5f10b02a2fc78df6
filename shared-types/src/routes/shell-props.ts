// What the shell hands every remote through single-spa custom props.
import type { PrimitiveAtom, createStore } from 'jotai/vanilla';
import type { Course, GalleryImage, Notice, Slider, Staff, Store, UsefulLink } from '../content/entities';
import type { Student } from '../accounts/entities';
import type { ModuleName } from './routes';
import type { Language } from '../content/language';

export type JotaiStore = ReturnType<typeof createStore>;

/** The global site state (SPEC §3), one atom per field. */
export interface SiteAtoms {
  isAuthenticated: PrimitiveAtom<boolean>;
  user: PrimitiveAtom<Student | null>;
  store: PrimitiveAtom<Store | null>;
  sliders: PrimitiveAtom<Slider[]>;
  notices: PrimitiveAtom<Notice[]>;
  gallery_images: PrimitiveAtom<GalleryImage[]>;
  courses: PrimitiveAtom<Course[]>;
  link: PrimitiveAtom<UsefulLink[]>;
  staffs: PrimitiveAtom<Staff[]>;
  dataLoaded: PrimitiveAtom<boolean>;
  /** The one Hindi/English switch of the page; every module renders its texts in it. */
  language: PrimitiveAtom<Language>;
  /** The public page banner (title; the breadcrumb comes from the URL); null hides it. */
  banner: PrimitiveAtom<BannerInfo | null>;
}

export interface BannerInfo {
  title: string;
}

export interface ShellProps {
  /** The one jotai store of the page; read and write the atoms through it. */
  jotaiStore: JotaiStore;
  atoms: SiteAtoms;
  /** Root of the API, e.g. "/api" (no trailing slash). */
  apiBase: string;
  /** Live version of each module, from remotes.json. */
  versions: Partial<Record<ModuleName | 'shell', string>>;
  siteVersion: string;
}
