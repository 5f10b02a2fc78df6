// The contract between the shell, the remotes and the API, one folder per domain.
export * from './routes';
export * from './content';
export * from './accounts';
export * from './admission';
export * from './payments';
export * from './print';
export * from './theme';
export * from './office';
export * from './errors';
export * from './selection';
export * from './messaging';
