import type { Department } from '@contract/org';
import type { SelectOption } from '@/components/form/select-field';

export interface FlatDepartment {
  department: Department;
  depth: number;
}

/** The tree depth first, each department with its depth. */
export function flattenDepartments(tree: Department[], depth = 0): FlatDepartment[] {
  return tree.flatMap((department) => [{ department, depth }, ...flattenDepartments(department.children, depth + 1)]);
}

export function findDepartment(tree: Department[], id: number): Department | undefined {
  return flattenDepartments(tree).find((d) => d.department.id === id)?.department;
}

/** The ids of a department and every department below it: places it cannot move to. */
export function subtreeIds(department: Department): Set<number> {
  return new Set(flattenDepartments([department]).map((d) => d.department.id));
}

/** Select options for a department, indented by depth; `exclude` leaves out a subtree (a move target list). */
export function departmentOptions(tree: Department[], exclude?: Department): SelectOption[] {
  const excluded = exclude ? subtreeIds(exclude) : new Set<number>();
  return flattenDepartments(tree)
    .filter((d) => !excluded.has(d.department.id))
    .map(({ department, depth }) => ({
      value: String(department.id),
      label: `${'\u00A0\u00A0\u00A0\u00A0'.repeat(depth)}${department.name}`,
    }));
}

/** Members of a department alone (the server counts each department's own members). */
export function totalMembers(tree: Department[]): number {
  return flattenDepartments(tree).reduce((sum, d) => sum + d.department.memberCount, 0);
}
