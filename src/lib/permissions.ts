import { atom, useAtomValue } from 'jotai';
import { appStore } from './store';

/** Button permission codes of the signed-in user, from menu/nav; the server enforces the same grants. */
export const permissionsAtom = atom<string[]>([]);

/** Company feature configs of the chosen unit (spec section 6), kept for the session. */
export const companyConfigsAtom = atom<string[]>([]);

/** Spec section 6: permissions and company configs are checked by substring. */
export function includesCode(codes: readonly string[], code: string): boolean {
  return codes.some((c) => c.includes(code));
}

export function hasPermission(code: string): boolean {
  return includesCode(appStore.get(permissionsAtom), code);
}

/** Device abilities are filtered by the device's ability list; no list means everything is allowed. */
export function filterByAbility<T extends { ability: string }>(
  items: T[],
  abilityPermsList: string[] | null | undefined,
): T[] {
  if (!abilityPermsList || abilityPermsList.length === 0) return items;
  return items.filter((item) => abilityPermsList.includes(item.ability));
}

/** Whether the signed-in user holds a button permission code; re-renders when menu/nav refreshes the codes. */
export function usePermission(code: string): boolean {
  return includesCode(useAtomValue(permissionsAtom), code);
}
