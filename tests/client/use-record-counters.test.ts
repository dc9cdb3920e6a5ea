import { describe, expect, it } from 'vitest';
import { sealCounters } from '@/app/shell/seal-counters';

describe('seal menu counters', () => {
  it("shows each list's count on its entry and their sum on the group; 待我使用 adds the new stamps under one's own", () => {
    expect(
      sealCounters({
        apply: { approveAll: 2, applyAll: 1 },
        authorization: { authorAll: 3, using: 4 },
        useRecord: { exception: 5, auth: 9 },
      }),
    ).toEqual({
      seal: 24,
      '/sealManage/useaApplyexaminelist': 2,
      '/sealManage/applyList': 1,
      '/sealManage/authorizationActivate': 13,
      '/sealManage/useAuthorizationlist': 3,
      '/sealManage/useCordlist': 5,
    });
  });

  it("sums on the group only the entries the user's menu shows", () => {
    const answers = { apply: { approveAll: 0, applyAll: 1 }, authorization: { authorAll: 3, using: 2 } };
    const member = new Set(['/sealManage/applyList', '/sealManage/authorizationActivate']);
    expect(sealCounters(answers, (url) => member.has(url))).toMatchObject({
      seal: 3,
      '/sealManage/useAuthorizationlist': 3,
    });
    // A stamp under the member's own authorisation counts on 待我使用 (which clears it), so on the group too.
    const stamped = { ...answers, useRecord: { exception: 0, auth: 2 } };
    expect(sealCounters(stamped, (url) => member.has(url))).toMatchObject({
      seal: 5,
      '/sealManage/authorizationActivate': 4,
    });
  });

  it('counts a counter that failed or has not loaded as 0', () => {
    expect(sealCounters({ apply: { approveAll: 2, applyAll: 0 } }).seal).toBe(2);
    expect(sealCounters({}).seal).toBe(0);
  });
});
