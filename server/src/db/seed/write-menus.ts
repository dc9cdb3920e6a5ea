import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { menus, roleGrants, systems } from '../schema';
import {
  STAFF_SYSTEM,
  SYSTEM_SIDE,
  seedSystems,
  staffMenu,
  staffRoleGrants,
  systemSideMenu,
  type RoleGrantRule,
  type SeedMenu,
} from './menu-seed';

/** One entry of a seed tree with what the grant rules look at. */
interface FlatEntry {
  seedKey: string;
  parentKey: string | null;
  /** The url of a menu, the button code of a button. */
  ruleKey: string;
  /** Urls of the menus above it, nearest first. */
  ancestors: string[];
  values: Omit<typeof menus.$inferInsert, 'parentId' | 'seedKey'>;
}

function flatten(tree: SeedMenu[], systemCode: string): FlatEntry[] {
  const out: FlatEntry[] = [];
  const walk = (items: SeedMenu[], parent: FlatEntry | null, parentIcon: string) => {
    items.forEach((item, index) => {
      const icon = item.icon ?? parentIcon;
      const entry: FlatEntry = {
        seedKey: `${systemCode}:${item.url}`,
        parentKey: parent?.seedKey ?? null,
        ruleKey: item.url,
        ancestors: parent ? [parent.ruleKey, ...parent.ancestors] : [],
        values: {
          name: item.name,
          url: item.url,
          icon,
          systemCode,
          routerList: (item.routerList ?? []).join(','),
          type: 'menu',
          buttonCode: '',
          sort: index + 1,
          counter: item.counter ?? '',
        },
      };
      out.push(entry);
      (item.buttons ?? []).forEach(([code, name], i) => {
        out.push({
          seedKey: `${systemCode}:${item.url}#${code}`,
          parentKey: entry.seedKey,
          ruleKey: code,
          ancestors: [item.url, ...entry.ancestors],
          values: {
            name,
            url: '',
            icon: '',
            systemCode,
            routerList: '',
            type: 'button',
            buttonCode: code,
            sort: i + 1,
          },
        });
      });
      walk(item.children ?? [], entry, icon);
    });
  };
  walk(tree, null, '');
  return out;
}

/** The seed keys a role holds: the rule's entries, minus its exceptions, plus every group above a granted entry. */
export function grantedKeys(entries: FlatEntry[], rule: RoleGrantRule): Set<string> {
  const granted = new Set<string>();
  const byKey = new Map(entries.map((e) => [e.seedKey, e]));
  for (const e of entries) {
    const path = [e.ruleKey, ...e.ancestors];
    const included = rule.include === 'all' || path.some((key) => (rule.include as string[]).includes(key));
    const excluded = path.some((key) => rule.except?.includes(key));
    if (!included || excluded) continue;
    for (let at: FlatEntry | undefined = e; at && !granted.has(at.seedKey);) {
      granted.add(at.seedKey);
      at = at.parentKey ? byKey.get(at.parentKey) : undefined;
    }
  }
  return granted;
}

async function ensureEntries(db: Db, entries: FlatEntry[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const e of entries) {
    const parentId = e.parentKey ? ids.get(e.parentKey)! : null;
    const [inserted] = await db
      .insert(menus)
      .values({ ...e.values, parentId, seedKey: e.seedKey })
      .onConflictDoNothing()
      .returning({ id: menus.id });
    const id =
      inserted?.id ??
      (await db.select({ id: menus.id }).from(menus).where(eq(menus.seedKey, e.seedKey)).limit(1))[0]!.id;
    ids.set(e.seedKey, id);
  }
  return ids;
}

/**
 * Seeds the systems, both menus and the staff roles' grants. Idempotent: seeded entries are found by their seed key
 * and left as they are (menu management may have changed them); missing ones are added.
 */
export async function seedMenus(db: Db): Promise<void> {
  await db.insert(systems).values(seedSystems).onConflictDoNothing();
  const staff = flatten(staffMenu, STAFF_SYSTEM.systemCode);
  const staffIds = await ensureEntries(db, staff);
  await ensureEntries(db, flatten(systemSideMenu, SYSTEM_SIDE.systemCode));
  for (const [role, rule] of Object.entries(staffRoleGrants)) {
    const rows = [...grantedKeys(staff, rule)].map((key) => ({ role: Number(role), menuId: staffIds.get(key)! }));
    if (rows.length) await db.insert(roleGrants).values(rows).onConflictDoNothing();
  }
}

/** The button codes a staff role holds by the seed (what role_grants holds unless menu management changed it). */
export function seedButtonCodes(role: 0 | 1 | 2 | 3): Set<string> {
  const staff = flatten(staffMenu, STAFF_SYSTEM.systemCode);
  const keys = grantedKeys(staff, staffRoleGrants[role]);
  return new Set(
    staff.filter((e) => e.values.type === 'button' && keys.has(e.seedKey)).map((e) => e.values.buttonCode!),
  );
}
