import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Fence } from '../../../../contract/geofence-geometry';
import { companies } from './core';
import { createdAt } from './columns';

/*
 * Saved places (常用地点, modules/geofence): named fences a unit's administrators keep for keepers to pick when they
 * grant. A grant copies the fence onto the authorisation (authorizations.fence), so removing a place changes no
 * grant. Every query is bound to the session's unit.
 */
export const fencePlaces = pgTable(
  'fence_places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    fence: jsonb('fence').$type<Fence>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fence_places_name_key').on(t.companyId, t.name)],
);
