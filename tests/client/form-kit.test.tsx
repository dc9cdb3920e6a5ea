import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { alphanumeric, requiredText } from '@contract/validation';
import { Form, FormAction } from '@/components/form/form';
import { PageFormButtons } from '@/components/form/page-form-buttons';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useZodForm, type SchemaSource } from '@/components/form/use-zod-form';
import { ApiError } from '@/lib/api-client';
import '@/lib/i18n';
import { passDoubleClickWindow } from './clock';

interface Values {
  name: string;
}

const schema = z.object({ name: requiredText(1, 16) });

function NameDialog({ onSubmit, source = schema }: { onSubmit: (values: Values) => unknown; source?: SchemaSource }) {
  const form = useZodForm<Values>({ schema: source, defaultValues: { name: '' } });
  return (
    <FormDialog
      open
      title="部门"
      onClose={() => undefined}
      form={form}
      onSubmit={onSubmit}
      refusalFields={{ 409: 'name' }}
    >
      <TextField label="名称" {...form.field('name')} />
    </FormDialog>
  );
}

async function typeName(text = '财务部') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('名称'), text);
  return user;
}

describe('form kit', () => {
  it('submits once when the submit is clicked twice within 3 s, and again after 3 s', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<NameDialog onSubmit={onSubmit} />);
    const user = await typeName();
    const submit = screen.getByRole('button', { name: '确定' });
    await user.dblClick(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await user.click(submit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    const restore = passDoubleClickWindow();
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: '财务部' });
    restore();
  });

  it('shows a refusal whose code names a field beside that field, not above the buttons', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, '部门名称已存在', false);
    });
    render(<NameDialog onSubmit={onSubmit} />);
    const user = await typeName();
    await user.click(screen.getByRole('button', { name: '确定' }));
    const input = screen.getByLabelText('名称');
    await waitFor(() => expect(input).toHaveAccessibleDescription('部门名称已存在'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('部门名称已存在')).toHaveLength(1);
  });

  it('shows any other refusal once above the buttons, and nothing the API client has shown already', async () => {
    const refusal = new ApiError(400, '单位部门数已达上限（10个）', false);
    const onSubmit = vi.fn(async () => {
      throw refusal;
    });
    render(<NameDialog onSubmit={onSubmit} />);
    const user = await typeName();
    await user.click(screen.getByRole('button', { name: '确定' }));
    const alert = await screen.findByText('单位部门数已达上限（10个）');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText('单位部门数已达上限（10个）')).toHaveLength(1);
    expect(screen.getByLabelText('名称')).toHaveAttribute('aria-invalid', 'false');

    // A refusal lets the user try again at once; one the client has shown (a toast) is not repeated in the form.
    onSubmit.mockImplementation(async () => {
      throw new ApiError(500, '服务器错误', true);
    });
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps the submit disabled and busy while the call runs', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<NameDialog onSubmit={onSubmit} />);
    const user = await typeName();
    const submit = screen.getByRole('button', { name: '确定' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    await waitFor(() => expect(submit).toBeEnabled());
    expect(submit).toHaveAttribute('aria-busy', 'false');
  });

  it("shows the schema's messages in the UI language and sends nothing while a field is wrong", async () => {
    const onSubmit = vi.fn();
    render(<NameDialog onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('输入框不能为空')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads a lazily given schema with the first validation', async () => {
    const load = vi.fn(async () => schema);
    const onSubmit = vi.fn();
    render(<NameDialog onSubmit={onSubmit} source={load} />);
    expect(load).not.toHaveBeenCalled();
    const user = await typeName('  研发部 ');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '研发部' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('caps a text input at 255 characters and says so when the limit is reached', async () => {
    render(<NameDialog onSubmit={vi.fn()} />);
    const input = screen.getByLabelText('名称');
    expect(input).toHaveAttribute('maxLength', '255');
    const user = userEvent.setup();
    await user.click(input);
    await user.paste('a'.repeat(254));
    expect(screen.queryByText('输入内容不能超过255个字符')).not.toBeInTheDocument();
    await user.paste('bc');
    expect(input).toHaveValue(`${'a'.repeat(254)}b`);
    expect(screen.getByText('输入内容不能超过255个字符')).toBeInTheDocument();
  });

  it("shows the alphanumeric rule's message for a field the contract declares alphanumeric", async () => {
    function CodeForm() {
      const form = useZodForm<{ code: string }>({
        schema: z.object({ code: alphanumeric(1, 32) }),
        defaultValues: { code: '' },
      });
      return (
        <Form form={form} onSubmit={vi.fn()} footer={<PageFormButtons submitLabel="保存" />}>
          <TextField label="编号" {...form.field('code')} />
        </Form>
      );
    }
    render(<CodeForm />, { wrapper: RouterWrapper });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('编号'), 'AB-12');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正确格式（数字/字母/数字和字母组合）')).toBeInTheDocument();
  });

  it('runs a second action of the form without validation, under the same refusal rule', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(400, '草稿保存失败', false);
    });
    function DraftForm() {
      const form = useZodForm<Values>({ schema, defaultValues: { name: '' } });
      return (
        <Form form={form} onSubmit={vi.fn()} footer={<FormAction onRun={save}>保存草稿</FormAction>}>
          <TextField label="名称" {...form.field('name')} />
        </Form>
      );
    }
    render(<DraftForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('草稿保存失败');
    expect(save).toHaveBeenCalledTimes(1);
  });
});

function RouterWrapper({ children }: { children: React.ReactNode }) {
  return <MemoryRouter>{children}</MemoryRouter>;
}
