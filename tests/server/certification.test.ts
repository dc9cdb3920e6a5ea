/** Certification: apply, review states, resubmission after a rejection; OCR behind its provider interface. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestOf, unit } from '../../contract';
import type { OcrProvider } from '../../server/src/lib/ocr-provider';
import { review } from '../../server/src/modules/certification/service';
import { startTestServer, type TestServer } from './helpers';
import { CREDIT_CODE, PNG, uploadFile } from './org-fixtures';
import { CHIEF, MEMBER, staffSession, type StaffSession } from './staff';

type ApplyInput = RequestOf<typeof unit.certificationApply>;

/** The new unit's own credit code (CREDIT_CODE is the demo unit's). */
const OWN_CODE = CREDIT_CODE.replace('A001', 'A007');

describe('certification of a new unit', () => {
  let server: TestServer;
  let chief: StaffSession;

  beforeAll(async () => {
    server = await startTestServer();
    // A registered unit starts without certification.
    const base = await staffSession(server, CHIEF);
    const created = await server.call(unit.subsidiaryAdd, { companyName: '待认证科技有限公司' }, { token: base.token });
    expect(created.code).toBe(0);
    chief = await staffSession(server, CHIEF, '待认证科技有限公司');
  });
  afterAll(async () => {
    await server?.close();
  });

  const application = (licenceFileId: string, over: Partial<ApplyInput> = {}): ApplyInput => ({
    companyFullName: '待认证科技有限公司',
    socialCreditCode: OWN_CODE,
    legalPerson: '张伟',
    address: '上海市徐汇区漕河泾1号',
    licenceFileId,
    ...over,
  });

  const state = async () => (await server.call(unit.companyManage, {}, { token: chief.token })).data.certState;

  it('starts with no certification: state 0 and no latest application', async () => {
    expect(await state()).toBe(0);
    const latest = await server.call(unit.certificationInfo, { id: 0 }, { token: chief.token });
    expect(latest).toMatchObject({ code: 0, data: null });
  });

  it('validates the form: credit code rule, lengths, the licence', async () => {
    const fileId = await uploadFile(server, chief.token);
    const cases: Array<[Partial<ApplyInput>, string]> = [
      [{ socialCreditCode: '' }, '输入框不能为空'],
      [{ socialCreditCode: '91310000MA1FL0A00' }, '统一社会信用代码格式错误'],
      [{ socialCreditCode: '9131000OMA1FL0A001' }, '统一社会信用代码格式错误'],
      [{ companyFullName: '' }, '输入框不能为空'],
      [{ companyFullName: '全'.repeat(57) }, '长度范围为1-56'],
      [{ legalPerson: '法'.repeat(17) }, '长度不超过16个字符'],
      [{ licenceFileId: '' }, '输入框不能为空'],
    ];
    for (const [over, msg] of cases) {
      const res = await server.call(unit.certificationApply, application(fileId, over), { token: chief.token });
      expect({ code: res.code, msg: res.msg }, JSON.stringify(over)).toEqual({ code: 400, msg });
    }
    const unknown = await server.call(unit.certificationApply, application('a'.repeat(32)), { token: chief.token });
    expect(unknown.code).toBe(404);
    expect(await state()).toBe(0);
  });

  it('refuses a credit code another unit holds, and nothing changes', async () => {
    const fileId = await uploadFile(server, chief.token);
    const res = await server.call(unit.certificationApply, application(fileId, { socialCreditCode: CREDIT_CODE }), {
      token: chief.token,
    });
    expect(res).toMatchObject({ code: 409, msg: '该统一社会信用代码已被其他单位使用' });
    expect(await state()).toBe(0);
    expect((await server.call(unit.certificationInfo, { id: 0 }, { token: chief.token })).data).toBeNull();
  });

  it('apply moves the unit under review; a second application is refused while it is', async () => {
    const fileId = await uploadFile(server, chief.token);
    const res = await server.call(unit.certificationApply, application(fileId), { token: chief.token });
    expect(res.code).toBe(0);
    expect(await state()).toBe(1);
    const info = await server.call(unit.certificationInfo, { id: res.data.id }, { token: chief.token });
    expect(info.data).toMatchObject({ state: 1, licenceFileId: fileId, legalPerson: '张伟', rejectReason: null });
    expect((await server.call(unit.certificationInfo, { id: 0 }, { token: chief.token })).data?.id).toBe(res.data.id);
    const again = await server.call(unit.certificationApply, application(fileId), { token: chief.token });
    expect(again).toMatchObject({ code: 409, msg: '认证资料正在审核中，请耐心等待' });
  });

  it('after a rejection the unit resubmits; after passing it is certified with the applied name and code', async () => {
    const latest = (await server.call(unit.certificationInfo, { id: 0 }, { token: chief.token })).data!;
    await review(server.deps, { id: latest.id, pass: false, reason: '营业执照照片不清晰' });
    expect(await state()).toBe(3);
    const rejected = await server.call(unit.certificationInfo, { id: latest.id }, { token: chief.token });
    expect(rejected.data).toMatchObject({ state: 3, rejectReason: '营业执照照片不清晰' });
    expect(rejected.data?.reviewedAt).not.toBeNull();

    const fileId = await uploadFile(server, chief.token, PNG, '清晰执照.png');
    const resubmitted = await server.call(
      unit.certificationApply,
      application(fileId, { companyFullName: '待认证科技（上海）有限公司' }),
      { token: chief.token },
    );
    expect(resubmitted.code).toBe(0);
    expect(await state()).toBe(1);
    await review(server.deps, { id: resubmitted.data.id, pass: true, reason: undefined });
    const unitInfo = (await server.call(unit.companyManage, {}, { token: chief.token })).data;
    expect(unitInfo).toMatchObject({
      certState: 2,
      companyFullName: '待认证科技（上海）有限公司',
      socialCreditCode: OWN_CODE,
    });
    const done = await server.call(unit.certificationApply, application(fileId), { token: chief.token });
    expect(done).toMatchObject({ code: 409, msg: '单位已通过认证，无需重复提交' });
    // The earlier, rejected application is still readable.
    expect((await server.call(unit.certificationInfo, { id: latest.id }, { token: chief.token })).data?.state).toBe(3);
  });

  it('a unit member (no company:edit) cannot apply', async () => {
    const demoMember = await staffSession(server, MEMBER);
    const fileId = await uploadFile(server, demoMember.token);
    const res = await server.call(unit.certificationApply, application(fileId), { token: demoMember.token });
    expect(res.code).toBe(1003);
  });

  it('the demo unit is certified with a passed application and its licence', async () => {
    const demo = await staffSession(server, MEMBER);
    const latest = await server.call(unit.certificationInfo, { id: 0 }, { token: demo.token });
    expect(latest.data).toMatchObject({ state: 2, legalPerson: '张伟', socialCreditCode: '91310000MA1FL0A001' });
  });
});

describe('one credit code, one unit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('two units applying with one code: the first pass takes it, the second pass is refused and changes nothing', async () => {
    const base = await staffSession(server, CHIEF);
    const code = CREDIT_CODE.replace('A001', 'A008');
    const applyAs = async (companyName: string) => {
      expect((await server.call(unit.subsidiaryAdd, { companyName }, { token: base.token })).code).toBe(0);
      const session = await staffSession(server, CHIEF, companyName);
      const licenceFileId = await uploadFile(server, session.token);
      const res = await server.call(
        unit.certificationApply,
        { companyFullName: companyName, socialCreditCode: code, legalPerson: '张伟', licenceFileId },
        { token: session.token },
      );
      expect(res.code, res.msg).toBe(0);
      return { session, id: res.data.id };
    };
    const first = await applyAs('代码甲科技有限公司');
    const second = await applyAs('代码乙科技有限公司');
    await review(server.deps, { id: first.id, pass: true, reason: undefined });
    await expect(review(server.deps, { id: second.id, pass: true, reason: undefined })).rejects.toMatchObject({
      code: 409,
      messageRef: 'e.creditCodeTaken',
    });
    const manage = async (s: StaffSession) => (await server.call(unit.companyManage, {}, { token: s.token })).data;
    expect(await manage(first.session)).toMatchObject({ certState: 2, socialCreditCode: code });
    expect(await manage(second.session)).toMatchObject({ certState: 1, socialCreditCode: null });
    const waiting = await server.call(unit.certificationInfo, { id: second.id }, { token: second.session.token });
    expect(waiting.data?.state).toBe(1);
  });
});

describe('business-licence OCR', () => {
  it('answers a clear message when no provider is configured; the form works without it', async () => {
    const server = await startTestServer();
    try {
      const chief = await staffSession(server, CHIEF);
      const fileId = await uploadFile(server, chief.token);
      const res = await server.call(unit.ocrBusinessLicence, { fileId }, { token: chief.token });
      expect(res).toMatchObject({ code: 400, msg: '未配置营业执照识别服务，请手动填写' });
      const en = await server.call(unit.ocrBusinessLicence, { fileId }, { token: chief.token, lang: 'en-US' });
      expect(en.msg).toBe('Business licence recognition (OCR) is not configured; please fill in the fields');
    } finally {
      await server.close();
    }
  });

  it('hands the licence bytes to a configured provider and returns its fields', async () => {
    const seen: Array<{ size: number; type: string }> = [];
    const ocr: OcrProvider = {
      name: 'test',
      readBusinessLicence: async (image, type) => {
        seen.push({ size: image.length, type });
        return { companyFullName: '演示科技有限公司', socialCreditCode: CREDIT_CODE, legalPerson: '张伟' };
      },
    };
    const server = await startTestServer({ ocr });
    try {
      const chief = await staffSession(server, CHIEF);
      const fileId = await uploadFile(server, chief.token);
      const res = await server.call(unit.ocrBusinessLicence, { fileId }, { token: chief.token });
      // A provider that gives no confidences is taken at its word; what it did not read comes back empty.
      expect(res.data).toEqual({
        companyFullName: '演示科技有限公司',
        socialCreditCode: CREDIT_CODE,
        legalPerson: '张伟',
        address: '',
        establishedDate: '',
        validUntil: '',
        confidence: {
          companyFullName: 100,
          socialCreditCode: 100,
          legalPerson: 100,
          address: 0,
          establishedDate: 0,
          validUntil: 0,
        },
      });
      expect(seen).toEqual([{ size: PNG.length, type: 'image/png' }]);
      const missing = await server.call(unit.ocrBusinessLicence, { fileId: 'b'.repeat(32) }, { token: chief.token });
      expect(missing.code).toBe(404);
    } finally {
      await server.close();
    }
  });
});
