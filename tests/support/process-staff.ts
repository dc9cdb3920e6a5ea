import { account } from '../../contract';
import { DEMO_STAFF_PASSWORD, DEMO_UNIT, demoStaff } from '../../server/src/db/seed/demo-accounts';
import { httpCaller, type Envelope } from './http-call';

function unwrap<T>(what: string, answer: Envelope<T>): T {
  if (answer.code !== 0) throw new Error(`${what}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/**
 * A demo staff member's session in a unit of a running server (tests/support/server-process.ts): by password when the
 * demo gives them a user name, else by phone with the code from the demo SMS outbox. Sessions live in the database,
 * so the token outlives a restart of the process.
 */
export async function processStaffSession(baseUrl: string, mobile: string, unitName = DEMO_UNIT) {
  const call = await httpCaller(baseUrl);
  const person = demoStaff.find((p) => p.mobile === mobile);
  if (!person) throw new Error(`no demo staff member ${mobile}`);
  let login;
  if (person.userName) {
    login = await call(account.loginByUsername, { username: person.userName, password: DEMO_STAFF_PASSWORD });
  } else {
    unwrap('code', await call(account.requestCode, { phone: mobile, purpose: 'login' }));
    const outbox = (await (await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${mobile}`)).json()) as {
      data: Array<{ code: string }>;
    };
    login = await call(account.loginByPhone, { phoneNumber: mobile, verificationCode: outbox.data[0]!.code });
  }
  const { token } = unwrap(`log-in of ${mobile}`, login);
  const units = unwrap('units', await call(account.listUnitsByUser, {}, { token }));
  const unit = units.find((u) => u.companyName === unitName);
  if (!unit) throw new Error(`${mobile} is not a member of ${unitName}`);
  const chosen = unwrap('unit', await call(account.getInfo, { companyId: unit.companyId }, { token }));
  return { token: chosen.token, userId: chosen.user.userId, companyId: unit.companyId, call };
}
