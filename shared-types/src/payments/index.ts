// Payments: transactions, which payment counts, payment calls.
export * from './entities';
export * from './api';
export * from './rules';
export * from './status';
export * from './counter';
export * from './counter-paths';
export * from './filter-schemas';
