import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { PasswordLoginForm, PhoneLoginForm } from '@/features/auth/components/login-forms';
import { ApiError } from '@/lib/api-client';
import { setLang } from '@/lib/i18n';
import { requestCode } from '@/lib/request-code';
import { freshToasts } from './toasts';

vi.mock('@/lib/request-code', () => ({ requestCode: vi.fn() }));

const requestCodeMock = vi.mocked(requestCode);

type OnLogin = (a: string, b: string) => Promise<unknown>;

function renderPhoneForm(onLogin = vi.fn<OnLogin>(async () => undefined)) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <>
      <Toaster />
      <PhoneLoginForm onLogin={onLogin} />
    </>,
  );
  return {
    user,
    onLogin,
    phone: screen.getByLabelText('手机号码'),
    code: screen.getByLabelText('验证码'),
    submit: screen.getByRole('button', { name: '登录' }),
  };
}

function renderPasswordForm(onLogin = vi.fn<OnLogin>(async () => undefined)) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<PasswordLoginForm onLogin={onLogin} usernameLabel="请输入用户名或手机号码" />);
  return {
    user,
    onLogin,
    username: screen.getByLabelText('用户名'),
    password: screen.getByLabelText('密码'),
    submit: screen.getByRole('button', { name: '登录' }),
  };
}

/** The error shown under a field (TextField links it with aria-describedby). */
function fieldError(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  freshToasts();
  setLang('zh-CN');
  requestCodeMock.mockReset();
});

afterEach(() => {
  setLang('zh-CN');
});

describe('PhoneLoginForm', () => {
  it('shows the required messages when submitted empty and does not log in', async () => {
    const { user, onLogin, phone, code, submit } = renderPhoneForm();
    await user.click(submit);
    expect(await screen.findByText('手机号码不能为空')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('refuses a malformed phone number and a 5-digit code', async () => {
    const { user, onLogin, phone, code, submit } = renderPhoneForm();
    await user.type(phone, '12345');
    await user.type(code, '12345');
    await user.click(submit);
    await waitFor(() => expect(fieldError(phone)).toBe('手机号码格式不正确，请重新输入'));
    expect(fieldError(code)).toBe('验证码为6位数字');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('clears the errors and logs in with the typed phone number and code', async () => {
    const { user, onLogin, phone, code, submit } = renderPhoneForm();
    await user.click(submit);
    await screen.findByText('手机号码不能为空');
    await user.type(phone, '13800138000');
    await user.type(code, '123456');
    await user.click(submit);
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith('13800138000', '123456'));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('trims white space around the phone number and code (e.g. from autofill)', async () => {
    const { user, onLogin, phone, code, submit } = renderPhoneForm();
    // user.type honours maxLength (11 / 6), so set the padded values directly, as autofill or a paste would.
    fireEvent.change(phone, { target: { value: ' 13800138000 ' } });
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    await user.click(submit);
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith('13800138000', '123456'));
  });

  it('shows a refusal the server gave under the form', async () => {
    const onLogin = vi.fn<OnLogin>(async () => {
      throw new ApiError(400, '验证码错误', false);
    });
    const { user, phone, code, submit } = renderPhoneForm(onLogin);
    await user.type(phone, '13800138000');
    await user.type(code, '654321');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误');
  });

  it('does not ask the server for a code while the phone number is invalid', async () => {
    const { user, phone } = renderPhoneForm();
    const send = screen.getByRole('button', { name: '获取验证码' });
    await user.click(send);
    expect(await screen.findByText('手机号码不能为空')).toBeInTheDocument();
    await user.type(phone, '12345');
    await user.click(send);
    await waitFor(() => expect(fieldError(phone)).toBe('手机号码格式不正确，请重新输入'));
    expect(requestCodeMock).not.toHaveBeenCalled();
    expect(send).toBeEnabled();
    expect(send).toHaveTextContent('获取验证码');
  });

  it('sends a code for a valid phone, counts down 60 s disabled, then offers to send again', async () => {
    requestCodeMock.mockResolvedValue(60);
    const { user, phone } = renderPhoneForm();
    await user.type(phone, '13800138000 ');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));

    await waitFor(() => expect(requestCodeMock).toHaveBeenCalledWith('13800138000', 'login'));
    const button = await screen.findByRole('button', { name: '60秒后重新获取' });
    expect(button).toBeDisabled();
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveTextContent('59秒后重新获取');
    expect(button).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(button).toHaveTextContent('30秒后重新获取');
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(button).toHaveTextContent('1秒后重新获取');
    expect(button).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();

    await user.click(button);
    await waitFor(() => expect(requestCodeMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(button).toHaveTextContent('60秒后重新获取'));
  });

  it('cannot be pressed twice while the code request is on its way', async () => {
    let answer: (seconds: number) => void = () => {};
    requestCodeMock.mockReturnValue(new Promise<number>((resolve) => (answer = resolve)));
    const { user, phone } = renderPhoneForm();
    await user.type(phone, '13800138000');
    const send = screen.getByRole('button', { name: '获取验证码' });
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveAttribute('aria-busy', 'true');
    await user.click(send);
    expect(requestCodeMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(60));
    await waitFor(() => expect(send).toHaveTextContent('60秒后重新获取'));
    expect(send).toBeDisabled();
  });

  it('counts down the wait the server asks for', async () => {
    requestCodeMock.mockResolvedValue(45);
    const { user, phone } = renderPhoneForm();
    await user.type(phone, '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '45秒后重新获取' })).toBeDisabled();
  });

  it('stays ready to send when the server refuses the code request', async () => {
    requestCodeMock.mockRejectedValue(new ApiError(429, '验证码发送过于频繁，请60秒后再试', true));
    const { user, phone } = renderPhoneForm();
    await user.type(phone, '13800138000');
    const send = screen.getByRole('button', { name: '获取验证码' });
    await user.click(send);
    await waitFor(() => expect(requestCodeMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(send).toBeEnabled());
    expect(send).toHaveTextContent('获取验证码');
    expect(screen.queryByText('验证码已发送')).not.toBeInTheDocument();
  });

  it('shows its labels and messages in English after switching the language', async () => {
    const { user, phone, submit } = renderPhoneForm();
    await user.type(phone, '12345');
    await user.click(submit);
    await waitFor(() => expect(fieldError(phone)).toBe('手机号码格式不正确，请重新输入'));

    act(() => setLang('en-US'));
    expect(await screen.findByText('Wrong phone number format, please enter it again')).toBeInTheDocument();
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBe(phone);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('手机号码格式不正确，请重新输入')).not.toBeInTheDocument();
  });

  it('validates in English when the language is English from the start', async () => {
    setLang('en-US');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<PhoneLoginForm onLogin={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Phone number cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
  });
});

describe('PasswordLoginForm', () => {
  it('shows the required messages when submitted empty', async () => {
    const { user, onLogin, submit } = renderPasswordForm();
    await user.click(submit);
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('logs in with the trimmed user name and the password as typed', async () => {
    const { user, onLogin, username, password, submit } = renderPasswordForm();
    expect(username).toHaveAttribute('placeholder', '请输入用户名或手机号码');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(username, '  admin ');
    await user.type(password, 'Secret#123');
    await user.click(submit);
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith('admin', 'Secret#123'));
  });

  it('shows a wrong-password refusal under the form, and clears it on the next try', async () => {
    const onLogin = vi
      .fn<OnLogin>()
      .mockRejectedValueOnce(new ApiError(400, '用户名或密码错误', false))
      .mockResolvedValueOnce(undefined);
    const { user, username, password, submit } = renderPasswordForm(onLogin);
    await user.type(username, 'admin');
    await user.type(password, 'wrong');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    await user.click(submit);
    await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('does not repeat under the form a refusal the API client already showed', async () => {
    const onLogin = vi.fn<OnLogin>(async () => {
      throw new ApiError(-1, '网络请求超时', true);
    });
    const { user, username, password, submit } = renderPasswordForm(onLogin);
    await user.type(username, 'admin');
    await user.type(password, 'pw');
    await user.click(submit);
    await waitFor(() => expect(onLogin).toHaveBeenCalled());
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows English messages after switching the language', async () => {
    const { user, submit } = renderPasswordForm();
    act(() => setLang('en-US'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the user name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password')).toBeInTheDocument();
    expect(submit).toHaveTextContent('Log in');
  });
});
