// Entities with the field names the spec gives them, spelled as the spec spells them. Beside a text the office
// writes, its Hindi (`<field>_hi`, decision 029): null or absent on older data, when the English one is shown.

export interface Facility {
  id: number;
  name: string;
  image?: string | null;
  description?: string | null;
  name_hi?: string | null;
  description_hi?: string | null;
}

export interface Store {
  /** "Hindi name=English name" */
  store_title: string | null;
  store_address: string | null;
  store_phone: string | null;
  store_email: string | null;
  store_description: string | null;
  store_logo: string | null;
  social_link: string | null;
  affiliation_info: string | null;
  about_image: string | null;
  principal_image: string | null;
  principal_message: string | null;
  /** HTML for the ticker; sanitise before rendering. */
  marquee: string | null;
  /** The ticker in Hindi (HTML). */
  marquee_hi?: string | null;
  /** The principal's message in Hindi (HTML). */
  principal_message_hi?: string | null;
  facilities: Facility[];
}

export interface Slider {
  id: number;
  slider_image: string;
  /** The caption on the slide, in English and in Hindi. */
  caption?: string | null;
  caption_hi?: string | null;
}

/** 1 = notice board item, 2 = event */
export type NoticeType = 1 | 2;

export interface Notice {
  id: number;
  typeof: NoticeType;
  popup_message: string;
  popup_link: string | null;
  created_at: string;
  /** The title in each language (popup_message joins them, Hindi first). */
  title_hi?: string | null;
  title_en?: string | null;
}

export interface GalleryImage {
  id: number;
  /** The gallery type, e.g. "Annual Function". */
  title: string;
  description: string | null;
  image_link: string;
  /** null means the thumbnail opens in the lightbox. */
  post_link: string | null;
  /** The album's name and the caption in Hindi. */
  title_hi?: string | null;
  description_hi?: string | null;
}

export interface Staff {
  id: number;
  name: string;
  department: string | null;
  designation: string | null;
  email: string | null;
  mobile: string | null;
  stream: string | null;
  image_link: string | null;
  /** The bio-data PDF's address, or null ('Bio Data Not Available'). */
  bio_data: string | null;
  name_hi?: string | null;
  department_hi?: string | null;
  designation_hi?: string | null;
}

export type CourseCategory = 'science' | 'commerce';

export interface Course {
  id: number;
  categ: CourseCategory;
  name: string;
  short_name: string;
  subjects: string;
  /** HTML; sanitise before rendering. */
  description: string;
  email_id: string | null;
  /** HTML; sanitise before rendering. */
  detail: string;
  image: string | null;
  name_hi?: string | null;
  /** HTML; sanitise before rendering. */
  description_hi?: string | null;
  /** HTML; sanitise before rendering. */
  detail_hi?: string | null;
}

export interface UsefulLink {
  id: number;
  title: string;
  link: string;
  title_hi?: string | null;
}
