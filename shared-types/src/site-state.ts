// Creates the atoms of the global site state (SPEC §3); the shell makes them once per page.
import { atom } from 'jotai/vanilla';
import type { Course, GalleryImage, Notice, Slider, Staff, Store, Student, UsefulLink } from './entities';
import type { SiteAtoms } from './shell-props';

export function createSiteAtoms(): SiteAtoms {
  return {
    isAuthenticated: atom(false),
    sidebarExpanded: atom(false),
    user: atom<Student | null>(null),
    store: atom<Store | null>(null),
    sliders: atom<Slider[]>([]),
    notices: atom<Notice[]>([]),
    gallery_images: atom<GalleryImage[]>([]),
    courses: atom<Course[]>([]),
    link: atom<UsefulLink[]>([]),
    staffs: atom<Staff[]>([]),
    dataLoaded: atom(false),
    studentData: atom<Student[]>([]),
    count: atom(0),
  };
}
