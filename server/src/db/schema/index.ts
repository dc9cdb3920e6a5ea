/*
 * The database schema: the core tables (units, people, devices, applications, authorisations, use records...) and
 * one file per domain added since. A domain file may import the core tables (for foreign keys) from ./core, never
 * from this index, which re-exports it.
 */
export * from './core';
export * from './content';
export * from './platform';
export * from './cost';
export * from './cost-holdings';
export * from './cost-sms';
export * from './cost-refunds';
export * from './cost-transfers';
export * from './cost-sims';
export * from './document';
export * from './audit';
export * from './registry';
export * from './compare';
export * from './doc-jobs';
export * from './invoice';
export * from './device-command';
export * from './anomaly';
export * from './display';
export * from './nodes';
export * from './sys-role';
export * from './invitation';
export * from './login-lockout';
export * from './geofence';
