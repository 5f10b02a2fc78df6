// Student and staff accounts: the student entity, account calls and schemas, sign-up and profile rules.
export * from './entities';
export * from './api';
export * from './rules';
export * from './schemas';
export * from './portal-rules';
export * from './journey';
export * from './dashboard-state';
export * from './staff';
export * from './staff-schemas';
export * from './names';
