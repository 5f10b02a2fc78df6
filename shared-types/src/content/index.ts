// Content of the public website: entities, startup calls, menu, languages and page rules.
export * from './entities';
export * from './api';
export * from './rules';
export * from './language';
export * from './public-lists';
export * from './menu';
export * from './public-pages';
export * from './editor';
export * from './site-pages';
export * from './publishing';
export * from './images';
export * from './kinds';
