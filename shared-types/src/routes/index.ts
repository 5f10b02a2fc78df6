// Routes: which module owns which page, every API path, and what the shell hands each module.
export * from './routes';
export * from './api-paths';
export * from './shell-props';
export * from './server-render';
export * from './paint-first';
