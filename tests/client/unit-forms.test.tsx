import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AttestationPage from '@/features/unit/pages/attestation-page';
import CompanysetPage from '@/features/unit/pages/companyset-page';
import { MemberDialog } from '@/features/unit/components/member-dialog';
import { ApiError, upload } from '@/lib/api-client';
import { companyConfigsAtom } from '@/lib/permissions';
import { appStore } from '@/lib/store';
import { answerCalls, renderPage, type Handler } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
  upload: vi.fn(),
}));

const departments = [{ id: 4, parentId: null, name: '财务部', sort: 1, memberCount: 2, children: [] }];

/** The error shown under a field (TextField and SelectField link it with aria-describedby). */
function fieldError(label: string): string | null {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('add member dialog', () => {
  let api: ReturnType<typeof answerCalls>;
  beforeEach(() => {
    api = answerCalls({ 'org/v1/list': () => departments, 'user/v1/add': () => ({ invitationId: 90 }) });
  });

  it("shows the spec's messages and sends nothing while a field is wrong", async () => {
    const user = userEvent.setup();
    renderPage(<MemberDialog onClose={vi.fn()} />, { path: '/', url: '/' });
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(fieldError('姓名')).toBe('输入框不能为空'));
    expect(fieldError('手机号码')).toBe('手机号码不能为空');

    const name = screen.getByLabelText('姓名');
    name.removeAttribute('maxLength');
    await user.type(name, '一二三四五六七八九十一二三四五六七');
    await user.type(screen.getByLabelText('手机号码'), '2380000');
    await user.type(screen.getByLabelText('电子邮箱'), 'a@b');
    await user.type(screen.getByLabelText('身份证号'), '12345');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fieldError('姓名')).toBe('长度不超过16个字符'));
    expect(fieldError('手机号码')).toBe('手机号码格式不正确，请重新输入');
    expect(fieldError('电子邮箱')).toBe('请输入正确的邮箱地址');
    expect(fieldError('身份证号')).toBe('请输入正确的身份证号码');
    expect(api.to('user/v1/add')).toEqual([]);
  });

  it('adds a member with a number role and department, optional fields left out', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderPage(<MemberDialog onClose={onClose} />, { path: '/', url: '/' });
    await user.type(screen.getByLabelText('姓名'), ' 孙悦 ');
    await user.type(screen.getByLabelText('手机号码'), '13700001234');
    await user.selectOptions(screen.getByLabelText('角色'), '1');
    await user.selectOptions(
      await screen.findByRole('option', { name: '财务部' }).then(() => screen.getByLabelText('部门')),
      '4',
    );
    await user.type(screen.getByLabelText('身份证号'), '11010119900307777x');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.to('user/v1/add')).toEqual([
        { realName: '孙悦', mobile: '13700001234', role: 1, departmentId: 4, idCard: '11010119900307777X' },
      ]),
    );
    expect(await screen.findByText('邀请已发送，对方接受后成为本单位成员')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends departmentId null for no department, and shows a refusal of the server in the dialog', async () => {
    answerCalls({
      'org/v1/list': () => departments,
      'user/v1/add': (p) => {
        expect(p.departmentId).toBeNull();
        throw new ApiError(409, '单位用户数已达上限（100人）', false);
      },
    });
    const user = userEvent.setup();
    renderPage(<MemberDialog onClose={vi.fn()} />, { path: '/', url: '/' });
    await user.type(screen.getByLabelText('姓名'), '孙悦');
    await user.type(screen.getByLabelText('手机号码'), '13700001234');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await within(screen.getByRole('dialog')).findByText('单位用户数已达上限（100人）')).toBeInTheDocument();
  });
});

describe('certification', () => {
  const company = {
    companyId: 7,
    companyName: '演示科技',
    companyFullName: null,
    socialCreditCode: null,
    address: null,
    contactName: null,
    contactPhone: null,
    email: null,
    parentId: null,
    parentName: null,
    certState: 0,
    memberCount: 1,
    departmentCount: 0,
    subsidiaryCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const handlers: Record<string, Handler> = {
    'company/v1/company-manage': () => company,
    'company-certification/v1/:id/info': () => null,
    'file-manage/v2/temp-url': () => ({ tmpUrl: 'https://files.example/lic.png' }),
    'company-certification/v1/apply': () => ({ id: 1 }),
    'ocr/v1/business-licence': () => {
      throw new ApiError(400, 'OCR 服务未配置，请手动填写', false);
    },
  };

  async function open() {
    const api = answerCalls(handlers);
    vi.mocked(upload).mockResolvedValue({ fileId: 'lic-1', name: '执照.png', size: 10, contentType: 'image/png' });
    const user = userEvent.setup({ applyAccept: false });
    const page = renderPage(<AttestationPage />, {
      path: '/unit/attestation',
      url: '/unit/attestation',
      permissions: ['company:edit'],
    });
    await screen.findByRole('button', { name: '提交认证' });
    return { api, user, page };
  }

  it('checks the credit code and requires the licence', async () => {
    const { api, user } = await open();
    expect(screen.getByText('尚未提交过认证')).toBeInTheDocument();
    expect(screen.getByLabelText('单位全称')).toHaveValue('演示科技');
    await user.type(screen.getByLabelText('统一社会信用代码'), '12345');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(fieldError('统一社会信用代码')).toBe('统一社会信用代码格式错误'));
    expect(fieldError('法定代表人')).toBe('输入框不能为空');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('输入框不能为空');
    expect(api.to('company-certification/v1/apply')).toEqual([]);
  });

  it('says when OCR is not configured and still submits what the user typed', async () => {
    const { api, user, page } = await open();
    expect(screen.getByRole('button', { name: '识别营业执照' })).toBeDisabled();
    await user.upload(screen.getByLabelText('营业执照'), new File(['png'], '执照.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: '识别营业执照' }));
    expect(await screen.findByText('OCR 服务未配置，请手动填写')).toBeInTheDocument();
    await user.type(screen.getByLabelText('统一社会信用代码'), '91310115ma1k4qwx2b');
    await user.type(screen.getByLabelText('法定代表人'), '张伟');
    await user.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() =>
      expect(api.to('company-certification/v1/apply')).toEqual([
        {
          companyFullName: '演示科技',
          socialCreditCode: '91310115MA1K4QWX2B',
          legalPerson: '张伟',
          licenceFileId: 'lic-1',
        },
      ]),
    );
    await waitFor(() => expect(page.url()).toBe('/unit/company'));
  });

  it('fills the fields read with confidence, leaves the others to the person and says which is which', async () => {
    const { user } = await open();
    answerCalls({
      ...handlers,
      'ocr/v1/business-licence': () => ({
        companyFullName: '演示科技有限公司',
        socialCreditCode: '91310115MA1K4QWX2B',
        // Read too uncertainly: the server answers it empty.
        legalPerson: '',
        address: '上海市浦东新区张江路88号',
        establishedDate: '2019-03-15',
        validUntil: 'long-term',
        confidence: {
          companyFullName: 96,
          socialCreditCode: 95,
          legalPerson: 41,
          address: 88,
          establishedDate: 97,
          validUntil: 93,
        },
      }),
    });
    await user.upload(screen.getByLabelText('营业执照'), new File(['png'], '执照.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: '识别营业执照' }));
    await waitFor(() => expect(screen.getByLabelText('单位全称')).toHaveValue('演示科技有限公司'));
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('91310115MA1K4QWX2B');
    expect(screen.getByLabelText('单位地址')).toHaveValue('上海市浦东新区张江路88号');
    expect(screen.getByLabelText('法定代表人')).toHaveValue('');
    expect(screen.getAllByText('由营业执照识别填写，请核对')).toHaveLength(3);
    expect(screen.getByText('以下信息未能可靠识别，请对照营业执照填写：法定代表人')).toHaveAttribute('role', 'status');
    expect(screen.getByText('执照成立日期：2019-03-15；营业期限至：长期')).toBeInTheDocument();
    // A recognised value the person corrects is theirs: its mark goes.
    await user.clear(screen.getByLabelText('单位地址'));
    await user.type(screen.getByLabelText('单位地址'), '上海市浦东新区张江路99号');
    expect(screen.getAllByText('由营业执照识别填写，请核对')).toHaveLength(2);
  });
});

describe('feature configuration', () => {
  it('saves the switches and updates the session configs at once', async () => {
    appStore.set(companyConfigsAtom, []);
    let enabled = ['apply.photo'];
    const api = answerCalls({
      'config/v1/:companyId/list': () => [
        { key: 'apply.photo', name: '用印拍照', description: '盖章时拍照', enabled: true },
        { key: 'sms.remind', name: '短信提醒', description: '短信提醒审批人', enabled: false },
      ],
      'company-config/v1/:companyId/list': () => enabled,
      'company-config/v1/update': (p) => {
        const configs = p.configs as Array<{ key: string; enabled: boolean }>;
        enabled = configs.filter((c) => c.enabled).map((c) => c.key);
        return null;
      },
    });
    const user = userEvent.setup();
    renderPage(<CompanysetPage />, {
      path: '/unit/companyset',
      url: '/unit/companyset',
      permissions: ['companyset:edit'],
    });
    const sms = await screen.findByRole('switch', { name: '短信提醒' });
    expect(screen.getByRole('switch', { name: '用印拍照' })).toHaveAttribute('aria-checked', 'true');
    expect(sms).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: '保存配置' })).toBeDisabled();
    await user.click(sms);
    expect(sms).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存配置' }));
    await waitFor(() =>
      expect(api.to('company-config/v1/update')).toEqual([
        {
          companyId: 7,
          configs: [
            { key: 'apply.photo', enabled: true },
            { key: 'sms.remind', enabled: true },
          ],
        },
      ]),
    );
    expect(await screen.findByText('功能配置已保存')).toBeInTheDocument();
    expect(appStore.get(companyConfigsAtom)).toEqual(['apply.photo', 'sms.remind']);
  });

  it('is read-only without companyset:edit', async () => {
    answerCalls({
      'config/v1/:companyId/list': () => [{ key: 'sms.remind', name: '短信提醒', description: '', enabled: false }],
      'company-config/v1/:companyId/list': () => [],
    });
    renderPage(<CompanysetPage />, { path: '/unit/companyset', url: '/unit/companyset' });
    expect(await screen.findByRole('switch', { name: '短信提醒' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存配置' })).not.toBeInTheDocument();
  });
});
