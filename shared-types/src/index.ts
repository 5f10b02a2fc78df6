// The contract between the shell, the remotes and the API.
export * from './routes';
export * from './entities';
export * from './api';
export * from './shell-props';
export * from './theme';
export * from './catalogue';
export * from './rules';
export * from './site-state';
