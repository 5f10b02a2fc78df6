// The content calls: startup data, health and the enquiry.
import type { Course, GalleryImage, Notice, Slider, Staff, Store, UsefulLink } from './entities';
import { API_PATHS } from '../routes/api-paths';

/** Every content call answers `{ data }`. */
export interface DataResponse<T> {
  data: T;
}

export interface StartupData {
  store: Store | null;
  sliders: Slider[];
  notices: Notice[];
  gallery_images: GalleryImage[];
  courses: Course[];
  link: UsefulLink[];
  staffs: Staff[];
}

/** The seven startup calls, keyed by the state they fill. */
export const STARTUP_CALLS: ReadonlyArray<{ key: keyof StartupData; path: string }> = [
  { key: 'store', path: API_PATHS.storeData },
  { key: 'sliders', path: API_PATHS.storeSliders },
  { key: 'notices', path: API_PATHS.storeNotices },
  { key: 'gallery_images', path: API_PATHS.storeGallery },
  { key: 'courses', path: API_PATHS.courseData },
  { key: 'link', path: API_PATHS.usefulLinks },
  { key: 'staffs', path: API_PATHS.staffs },
];

export interface HealthResponse {
  status: 'ok';
  database: 'sqlite' | 'postgres';
  version: string;
}
export interface EnquiryRequest {
  name: string;
  email: string;
  mobile: string;
  message: string;
}
export interface EnquiryResponse {
  message: string;
}
