/**
 * socket.io rooms of a unit: everyone in it, the staff who see the unit's use records, each user, and the holders of
 * each permission (button code).
 */
export function unitRoom(companyId: number): string {
  return `unit:${companyId}`;
}

export function staffRoom(companyId: number): string {
  return `unit:${companyId}:staff`;
}

export function userRoom(companyId: number, userId: number): string {
  return `unit:${companyId}:user:${userId}`;
}

/** Every member of the unit whose role holds the button code `permission`. */
export function permissionRoom(companyId: number, permission: string): string {
  return `unit:${companyId}:holds:${permission}`;
}

/** Whether a room is one of the unit's permission rooms (left when the role's codes change). */
export function isPermissionRoom(companyId: number, room: string): boolean {
  return room.startsWith(`unit:${companyId}:holds:`);
}
