/*
 * The database schema: the core tables (units, people, devices, applications, authorisations, use records...) and
 * one file per domain added since. A domain file may import the core tables (for foreign keys) from ./core, never
 * from this index, which re-exports it.
 */
export * from './core';
export * from './content';
export * from './platform';
export * from './cost';
export * from './document';
export * from './audit';
export * from './registry';
export * from './display';
