import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UnitDetail } from '@contract/unit';
import { CompanyEditDialog } from '@/features/unit/components/company-edit-dialog';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const company: UnitDetail = {
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
  industryId: 21,
  industryName: '金融业',
  certState: 0,
  memberCount: 1,
  departmentCount: 0,
  subsidiaryCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe("the unit form's industry", () => {
  it("offers the platform dictionary's industries and sends the chosen one's id", async () => {
    const api = answerCalls({
      'dict/v1/options': () => [
        { id: 20, code: 'manufacturing', name: '制造业' },
        { id: 21, code: 'finance', name: '金融业' },
      ],
      'company/v1/update': () => null,
    });
    const user = userEvent.setup();
    renderPage(<CompanyEditDialog company={company} onClose={() => undefined} />, { path: '/', url: '/' });
    const industry = await screen.findByLabelText('所属行业');
    await screen.findByRole('option', { name: '制造业' });
    expect(api.to('dict/v1/options')).toEqual([{ typeCode: 'industry' }]);
    expect(industry).toHaveValue('21');

    await user.selectOptions(industry, '制造业');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.to('company/v1/update').at(-1)).toMatchObject({ industryId: 20 }));
  });

  it('sends null when no industry is chosen', async () => {
    const api = answerCalls({
      'dict/v1/options': () => [{ id: 21, code: 'finance', name: '金融业' }],
      'company/v1/update': () => null,
    });
    const user = userEvent.setup();
    renderPage(<CompanyEditDialog company={company} onClose={() => undefined} />, { path: '/', url: '/' });
    await user.selectOptions(await screen.findByLabelText('所属行业'), '未选择');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.to('company/v1/update').at(-1)).toMatchObject({ industryId: null }));
  });
});
