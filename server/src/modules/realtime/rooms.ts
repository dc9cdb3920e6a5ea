/** socket.io rooms of a unit: everyone in it, the staff who see the unit's use records, and each user. */
export function unitRoom(companyId: number): string {
  return `unit:${companyId}`;
}

export function staffRoom(companyId: number): string {
  return `unit:${companyId}:staff`;
}

export function userRoom(companyId: number, userId: number): string {
  return `unit:${companyId}:user:${userId}`;
}
