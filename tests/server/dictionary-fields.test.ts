/**
 * Dictionary-driven fields: a new unit starts with the platform dictionary's default file types as they are when it is
 * created, and a unit's industry is one of the dictionary's industries (another id is refused, a used industry cannot
 * be deleted); what the system side edits is what the forms get.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, dictionary, fileType, unit } from '../../contract';
import { startTestServer, type TestServer } from './helpers';
import { CHIEF, staffSession, systemToken, type StaffSession } from './staff';

let server: TestServer;
let chief: StaffSession;
let sys: string;

beforeAll(async () => {
  server = await startTestServer();
  chief = await staffSession(server, CHIEF);
  sys = await systemToken(server);
});
afterAll(async () => {
  await server?.close();
});

async function ok<T>(promise: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const res = await promise;
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function typeId(code: string): Promise<number> {
  const types = await ok(server.call(dictionary.dictTypeList, {}, { token: sys }));
  return types.find((t) => t.code === code)!.id;
}

/**
 * A new subsidiary of the chief's unit and the names of the file types it starts with. Choosing a unit replaces the
 * session's token, so the chief chooses the own unit again afterwards.
 */
async function newUnitFileTypes(companyName: string): Promise<string[]> {
  const { companyId } = await ok(server.call(unit.subsidiaryAdd, { companyName }, { token: chief.token }));
  const chosen = await ok(server.call(account.getInfo, { companyId }, { token: chief.token }));
  const types = await ok(server.call(fileType.fileTypeList, {}, { token: chosen.token }));
  const back = await ok(server.call(account.getInfo, { companyId: chief.companyId }, { token: chosen.token }));
  chief = { ...chief, token: back.token };
  return types.map((t) => t.name).sort();
}

describe('default file types', () => {
  it("gives a new unit the dictionary's default file types, as the platform last edited them", async () => {
    const defaults = await ok(
      server.call(dictionary.dictOptions, { typeCode: dictionary.dictTypeCodes.defaultFileType }, { token: sys }),
    );
    expect(defaults.map((d) => d.name)).toEqual(['合同', '协议', '公函', '证明', '其他']);
    expect(await newUnitFileTypes('字典测试一公司')).toEqual(defaults.map((d) => d.name).sort());

    const parentId = await typeId(dictionary.dictTypeCodes.defaultFileType);
    await ok(server.call(dictionary.dictAdd, { parentId, name: '授权委托书', code: 'poa' }, { token: sys }));
    const letter = defaults.find((d) => d.name === '公函')!;
    await ok(server.call(dictionary.dictDelete, { id: letter.id }, { token: sys }));

    const second = await newUnitFileTypes('字典测试二公司');
    expect(second).toContain('授权委托书');
    expect(second).not.toContain('公函');
    // The next unit gets the same: the dictionary as it stands.
    expect(await newUnitFileTypes('字典测试三公司')).toEqual(second);
  });
});

describe('industry', () => {
  it("sets the unit's industry from the dictionary, refuses any other id, and keeps a used industry", async () => {
    const industries = await ok(
      server.call(dictionary.dictOptions, { typeCode: dictionary.dictTypeCodes.industry }, { token: chief.token }),
    );
    const software = industries.find((i) => i.name === '信息技术服务业')!;
    const detail = await ok(server.call(unit.companyManage, {}, { token: chief.token }));
    await ok(
      server.call(
        unit.companyUpdate,
        { companyName: detail.companyName, industryId: software.id },
        { token: chief.token },
      ),
    );
    expect(await ok(server.call(unit.companyManage, {}, { token: chief.token }))).toMatchObject({
      industryId: software.id,
      industryName: '信息技术服务业',
    });

    // A complaint category is a dictionary entry too, but no industry: refused, nothing changed.
    const [category] = await ok(
      server.call(dictionary.dictOptions, { typeCode: dictionary.dictTypeCodes.complaintCategory }, { token: sys }),
    );
    for (const industryId of [category!.id, 999_999]) {
      const refused = await server.call(
        unit.companyUpdate,
        { companyName: detail.companyName, industryId },
        { token: chief.token },
      );
      expect(refused).toMatchObject({ code: 400, msg: '所属行业不存在，请重新选择' });
    }
    expect((await ok(server.call(unit.companyManage, {}, { token: chief.token }))).industryId).toBe(software.id);

    const inUse = await server.call(dictionary.dictDelete, { id: software.id }, { token: sys });
    expect(inUse).toMatchObject({ code: 400, msg: '该行业正被1个单位使用，不能删除' });

    // A rename on the system side is what the unit shows; leaving the field out keeps it; null clears it.
    await ok(
      server.call(dictionary.dictUpdate, { id: software.id, code: 'it', name: '软件和信息技术服务业' }, { token: sys }),
    );
    await ok(server.call(unit.companyUpdate, { companyName: detail.companyName }, { token: chief.token }));
    expect((await ok(server.call(unit.companyManage, {}, { token: chief.token }))).industryName).toBe(
      '软件和信息技术服务业',
    );
    await ok(
      server.call(unit.companyUpdate, { companyName: detail.companyName, industryId: null }, { token: chief.token }),
    );
    expect((await ok(server.call(unit.companyManage, {}, { token: chief.token }))).industryId).toBeNull();
  });
});
