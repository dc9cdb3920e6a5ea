/**
 * Demo staff sessions bound to a unit, for the menu, permission and message tests. Staff with a user name log in by
 * password; the others by phone, with the test clock moved past the per-phone send interval first.
 */
import { expect } from 'vitest';
import { account } from '../../contract';
import { DEMO_STAFF_PASSWORD, DEMO_UNIT, SYSADMIN, demoStaff } from '../../server/src/db/seed/demo-accounts';
import type { TestServer } from './helpers';

export const CHIEF = '13800000000';
export const ADMIN = '13800000001';
export const KEEPER = '13800000002';
export const MEMBER = '13800000003';

export interface StaffSession {
  token: string;
  userId: number;
  companyId: number;
}

/** Logs a demo staff member in (no unit chosen yet). */
export async function loginStaff(server: TestServer, mobile: string): Promise<string> {
  const person = demoStaff.find((p) => p.mobile === mobile);
  if (!person) throw new Error(`no demo staff member ${mobile}`);
  if (person.userName) return server.loginByPassword(person.userName, DEMO_STAFF_PASSWORD);
  server.clock.advance(61_000);
  return server.loginByPhone(mobile);
}

/** Logs a demo staff member in and chooses the unit of that name. */
export async function staffSession(server: TestServer, mobile: string, unitName = DEMO_UNIT): Promise<StaffSession> {
  const token = await loginStaff(server, mobile);
  const units = await server.call(account.listUnitsByUser, {}, { token });
  const unit = units.data.find((u) => u.companyName === unitName);
  if (!unit) throw new Error(`${mobile} is not a member of ${unitName}`);
  const chosen = await server.call(account.getInfo, { companyId: unit.companyId }, { token });
  expect(chosen.code).toBe(0);
  return { token: chosen.data.token, userId: chosen.data.user.userId, companyId: unit.companyId };
}

export async function systemToken(server: TestServer): Promise<string> {
  const res = await server.call(account.systemLogin, { username: SYSADMIN.username, password: SYSADMIN.password });
  expect(res.code).toBe(0);
  return res.data.token;
}
