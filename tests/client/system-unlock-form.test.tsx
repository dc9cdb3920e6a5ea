/** The system log-in's SMS unlock: a code to the account's phone (the answer names no phone), then the unlock with it. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { SystemUnlockForm } from '@/features/auth/components/system-unlock-form';
import { ApiError } from '@/lib/api-client';
import { answerCalls } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

function renderForm() {
  const onDone = vi.fn();
  render(
    <>
      <Toaster />
      <SystemUnlockForm onDone={onDone} />
    </>,
  );
  return { onDone, user: userEvent.setup() };
}

describe('SystemUnlockForm', () => {
  it('asks for the user name before sending; says where a code went without a phone; unlocks with the code', async () => {
    const api = answerCalls({
      'sys/account/v1/security/unlock-code': () => ({ resendAfterSeconds: 60 }),
      'sys/account/v1/security/unlock': () => null,
    });
    const { user, onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    // Refused once the form's rules have loaded (they load with the first check): nothing sent.
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(api.to('sys/account/v1/security/unlock-code')).toEqual([]);
    await user.type(screen.getByLabelText('用户名'), 'sysadmin');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('status')).toHaveTextContent('若该账号已被锁定，验证码已发送至其绑定手机');
    expect(api.to('sys/account/v1/security/unlock-code')).toEqual([{ username: 'sysadmin' }]);
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.to('sys/account/v1/security/unlock')).toEqual([{ username: 'sysadmin', code: '123456' }]);
    expect(await screen.findByText('账号已解锁，请使用密码登录')).toBeInTheDocument();
  });

  it('shows a wrong code under the form and stays open', async () => {
    answerCalls({
      'sys/account/v1/security/unlock': () => {
        throw new ApiError(400, '验证码错误或已失效，请重新获取', false);
      },
    });
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText('用户名'), 'sysadmin');
    await user.type(screen.getByLabelText('验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    expect(await screen.findByText('验证码错误或已失效，请重新获取')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
