// Messages to students by mail and SMS (decision 035): the DLT templates, the mobile number, the console's calls.
export * from './templates';
export * from './mobile';
export * from './api';
export * from './errors';
