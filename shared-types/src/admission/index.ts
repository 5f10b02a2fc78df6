// Admission: course catalogue, the six-step form schema, status, access, drafts and upload limits.
export * from './catalogue';
export * from './api';
export * from './rules';
export * from './schemas';
export * from './admission-rules';
export * from './uploads';
export * from './required-uploads';
export * from './draft';
export * from './document-names';
export * from './scrutiny';
export * from './scrutiny-schemas';
