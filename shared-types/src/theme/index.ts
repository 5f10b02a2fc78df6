// Design tokens of every module.
export * from './theme';
