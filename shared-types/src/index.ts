// The contract between the shell, the remotes and the API.
export * from './routes';
export * from './entities';
export * from './api';
export * from './shell-props';
export * from './theme';
export * from './catalogue';
export * from './rules';
export * from './site-state';
export * from './schemas/admission';
export * from './schemas/account';
export * from './portal-rules';
export * from './admission-rules';
export * from './print-rules';
export * from './public-rules';
