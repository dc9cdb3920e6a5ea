import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPARE_OCR_MAX_PAGES,
  COMPARE_OCR_TIME_LIMIT_S,
  compareCreate,
  compareDetail,
  compareExpectedArea,
  compareReport,
} from '@contract/compare';
import type { ResponseOf } from '@contract/endpoint';
import { ApiError, call, upload } from '@/lib/api-client';
import { CompareForm } from '@/features/document/components/compare-form';
import CompareDetailPage from '@/features/document/pages/compare-detail-page';
import { COMPARE_POLL_MS } from '@/features/document/api/compare';
import { FoundSummary } from '@/features/document/components/comparison-columns';
import { liveJobsAtom, realtimeStatusAtom, type LiveJob } from '@/lib/realtime';
import '@/lib/i18n';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
  upload: vi.fn(),
}));

const callMock = vi.mocked(call);
const uploadMock = vi.mocked(upload);
const scrolled = vi.fn();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, node: React.ReactNode, pattern = path) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={node} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const page = (id: string, hasText = true, ocr = false) => ({
  widthPt: 595.28,
  heightPt: 841.89,
  imageFileId: id,
  hasText,
  ocr,
});

const detail: ResponseOf<typeof compareDetail> = {
  record: {
    id: 7,
    type: 1,
    oldName: '采购合同.pdf',
    newName: '采购合同-盖章.pdf',
    userName: '张伟',
    createdAt: '2026-03-01T01:30:00.000Z',
    elapsedMs: 2400,
    pageChanges: 0,
    textChanges: 1,
    visualChanges: 0,
    seals: 1,
    state: 'done',
    progress: 100,
    jobId: 31,
    error: null,
  },
  oldPages: [page('o1'), page('o2')],
  newPages: [page('n1'), page('n2')],
  pairs: [
    { oldPage: 1, newPage: 1 },
    { oldPage: 2, newPage: 2 },
  ],
  changes: [
    {
      kind: 'textChanged',
      oldPage: 1,
      newPage: 1,
      oldText: '伍',
      newText: '捌',
      oldBox: { x: 265, y: 185, w: 11, h: 11 },
      newBox: { x: 265, y: 185, w: 11, h: 11 },
    },
    {
      kind: 'seal',
      oldPage: 2,
      newPage: 2,
      oldText: '',
      newText: '',
      oldBox: null,
      newBox: { x: 336, y: 546.7, w: 122.7, h: 125.3 },
    },
  ],
  seals: [{ page: 2, box: { x: 336, y: 546.7, w: 122.7, h: 125.3 }, centreMm: { x: 140.2, y: 215 }, isNew: true }],
  ocrSkipped: 0,
  expected: null,
  placement: null,
};

beforeEach(() => {
  callMock.mockReset();
  uploadMock.mockReset();
  scrolled.mockReset();
  Element.prototype.scrollIntoView = scrolled;
  let n = 0;
  uploadMock.mockImplementation(async () => ({
    fileId: String(++n).repeat(32),
    name: `v${n}.pdf`,
    size: 4,
    contentType: 'application/pdf',
  }));
});

describe('starting a comparison', () => {
  it('asks for both documents before sending anything', async () => {
    const user = renderAt('/file/detect', <CompareForm />);
    await user.click(screen.getByRole('button', { name: '开始比对' }));
    expect(await screen.findByText('请上传原文档')).toBeInTheDocument();
    expect(screen.getByText('请上传比对文档')).toBeInTheDocument();
    expect(callMock.mock.calls.some(([endpoint]) => endpoint === compareCreate)).toBe(false);
  });

  it('sends both files with the chosen type and opens the comparison', async () => {
    callMock.mockImplementation(async (endpoint) => {
      if (endpoint === compareCreate) return { id: 7 };
      return { tmpUrl: '' };
    });
    const user = renderAt('/file/detect', <CompareForm />);
    await user.upload(screen.getByLabelText('原文档（用印前或原版本）'), pdf('合同.pdf'));
    await user.upload(screen.getByLabelText('比对文档（用印后或新版本）'), pdf('合同-盖章.pdf'));
    await user.selectOptions(screen.getByLabelText('比对类型'), '独立比对');
    await user.click(screen.getByRole('button', { name: '开始比对' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/file/detect/7');
    const sent = callMock.mock.calls.find(([endpoint]) => endpoint === compareCreate)![1];
    expect(sent).toEqual({ oldFileId: '1'.repeat(32), newFileId: '2'.repeat(32), type: 2 });
  });

  it('shows a refusal (a file type it does not take) on the form', async () => {
    callMock.mockImplementation(async (endpoint) => {
      if (endpoint === compareCreate) throw new ApiError(400, '只能比对PDF、PNG或JPEG文件', false);
      return { tmpUrl: '' };
    });
    const user = renderAt('/file/detect', <CompareForm />);
    await user.upload(screen.getByLabelText('原文档（用印前或原版本）'), pdf('合同.pdf'));
    await user.upload(screen.getByLabelText('比对文档（用印后或新版本）'), pdf('加密.pdf'));
    await user.click(screen.getByRole('button', { name: '开始比对' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('只能比对PDF、PNG或JPEG文件');
  });
});

describe('a comparison while its job runs', () => {
  const store = getDefaultStore();
  const running = {
    ...detail,
    record: { ...detail.record, state: 'running' as const, progress: 0, textChanges: 0, seals: 0 },
    oldPages: [],
    newPages: [],
    pairs: [],
    changes: [],
    seals: [],
  };
  const job = (state: LiveJob['state'], progress: number) =>
    store.set(liveJobsAtom, new Map([[31, { id: 31, kind: 'compare', state, progress }]]));
  const progressNow = () => screen.getByRole('progressbar', { name: '比对进度' }).getAttribute('aria-valuenow');
  beforeEach(() => {
    store.set(liveJobsAtom, new Map());
    store.set(realtimeStatusAtom, { state: 'live', downSince: null, backfilling: false });
  });

  it('shows its progress as its events come, then the result once the job is done', async () => {
    let current: typeof detail = running;
    callMock.mockImplementation(async (endpoint) => (endpoint === compareDetail ? current : { tmpUrl: '' }));
    renderAt('/file/detect/7', <CompareDetailPage />, '/file/detect/:id');
    expect(await screen.findByText('正在比对，已完成0%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下载比对报告' })).toBeNull();
    job('running', 52);
    expect(await screen.findByText('正在比对，已完成52%')).toBeInTheDocument();
    expect(progressNow()).toBe('52');

    current = detail;
    job('done', 100);
    const list = await screen.findByRole('list', { name: '差异列表' });
    expect(list).toHaveTextContent('“伍”改为“捌”');
    expect(screen.getByRole('button', { name: '下载比对报告' })).toBeInTheDocument();
  });

  it('reads the comparison again every few seconds while the live channel is down', async () => {
    store.set(realtimeStatusAtom, { state: 'reconnecting', downSince: Date.now(), backfilling: false });
    let current: typeof detail = running;
    callMock.mockImplementation(async (endpoint) => (endpoint === compareDetail ? current : { tmpUrl: '' }));
    renderAt('/file/detect/7', <CompareDetailPage />, '/file/detect/:id');
    await screen.findByText('正在比对，已完成0%');
    current = { ...running, record: { ...running.record, progress: 40 } };
    expect(
      await screen.findByText('正在比对，已完成40%', {}, { timeout: COMPARE_POLL_MS + 2_000 }),
    ).toBeInTheDocument();
  });

  it('shows in the list as its progress, or as why it failed', () => {
    const { rerender } = render(<FoundSummary record={{ ...running.record, progress: 40 }} />);
    expect(screen.getByText('比对中 40%')).toBeInTheDocument();
    expect(progressNow()).toBe('40');
    rerender(<FoundSummary record={{ ...running.record, state: 'failed', error: '文件已损坏，无法读取' }} />);
    expect(screen.getByText('比对失败：文件已损坏，无法读取')).toBeInTheDocument();
    rerender(<FoundSummary record={detail.record} />);
    expect(screen.getByText('文字变化1处，印章1枚')).toBeInTheDocument();
  });

  it('says why it failed, and offers no report', async () => {
    const failed = {
      ...running,
      record: { ...running.record, state: 'failed' as const, error: '文件已损坏，无法读取' },
    };
    callMock.mockImplementation(async (endpoint) => (endpoint === compareDetail ? failed : { tmpUrl: '' }));
    renderAt('/file/detect/7', <CompareDetailPage />, '/file/detect/:id');
    expect(await screen.findByRole('alert')).toHaveTextContent('比对失败：文件已损坏，无法读取');
    expect(screen.queryByRole('button', { name: '下载比对报告' })).toBeNull();
  });
});

describe('a comparison', () => {
  it('lists the changed word and the new seal, and a change leads to its place in the viewer', async () => {
    callMock.mockImplementation(async (endpoint) => (endpoint === compareDetail ? detail : { tmpUrl: '' }));
    const user = renderAt('/file/detect/7', <CompareDetailPage />, '/file/detect/:id');
    const list = await screen.findByRole('list', { name: '差异列表' });
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent('“伍”改为“捌”');
    expect(items[1]).toHaveTextContent('新增印章，中心距页面左边140.2毫米、上边215毫米');
    expect(screen.getByText('文字变化1处，印章1枚')).toBeInTheDocument();

    await user.click(items[1]!);
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(scrolled).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '新增印章：中心（140.2毫米，215毫米）' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The word is marked on both sides.
    expect(screen.getAllByRole('button', { name: '“伍”改为“捌”' })).toHaveLength(2);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('downloads the PDF report the server made', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    callMock.mockImplementation(async (endpoint) => {
      if (endpoint === compareReport)
        return { fileId: 'r'.repeat(32), name: '文档比对报告-7.pdf', tmpUrl: '/api/files/r', pages: 3 };
      return endpoint === compareDetail ? detail : { tmpUrl: '' };
    });
    const user = renderAt('/file/detect/7', <CompareDetailPage />, '/file/detect/:id');
    await user.click(await screen.findByRole('button', { name: '下载比对报告' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(callMock.mock.calls.find(([endpoint]) => endpoint === compareReport)![1]).toEqual({ id: 7 });
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('文档比对报告-7.pdf');
    clicked.mockRestore();
  });

  it('says so when nothing differs, and that pages without a text layer were compared as images only', async () => {
    const same = {
      ...detail,
      record: { ...detail.record, textChanges: 0, seals: 0 },
      oldPages: [page('o1', false)],
      newPages: [page('n1', false)],
      pairs: [{ oldPage: 1, newPage: 1 }],
      changes: [],
      seals: [],
    };
    callMock.mockImplementation(async (endpoint) => (endpoint === compareDetail ? same : { tmpUrl: '' }));
    renderAt('/file/detect/7', <CompareDetailPage />, '/file/detect/:id');
    expect(await screen.findByTestId('compare-no-changes')).toHaveTextContent('两个版本没有差异');
    expect(screen.getByRole('note')).toHaveTextContent('文字识别（OCR）未能读出文字');
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
  });

  it('marks the pages read by OCR, and names the OCR limit when scanned pages were left unread', async () => {
    const scanned = {
      ...detail,
      oldPages: [page('o1', true, true), page('o2', false)],
      newPages: [page('n1', true, true), page('n2', false)],
      ocrSkipped: 2,
    };
    callMock.mockImplementation(async (endpoint) => (endpoint === compareDetail ? scanned : { tmpUrl: '' }));
    renderAt('/file/detect/7', <CompareDetailPage />, '/file/detect/:id');
    const viewer = await screen.findByTestId('compare-viewer');
    const notes = within(viewer).getAllByText('文字识别');
    expect(notes).toHaveLength(2);
    expect(notes[0]).toHaveAttribute('title', expect.stringContaining('个别字可能识别有误'));
    expect(screen.getByRole('note')).toHaveTextContent(
      `文字识别每次比对最多识别${COMPARE_OCR_MAX_PAGES}页、用时${COMPARE_OCR_TIME_LIMIT_S}秒，已达上限：另有2页扫描页未识别文字`,
    );
  });
});

describe('where the seal landed', () => {
  it('marks the expected area in millimetres and shows how far the seal is from it', async () => {
    let current = detail;
    callMock.mockImplementation(async (endpoint, request) => {
      if (endpoint === compareExpectedArea) {
        const { expected } = request as { expected: typeof detail.expected };
        current = { ...detail, expected, placement: { state: 'outside', offsetMm: 12.5 } };
        return { placement: current.placement };
      }
      return endpoint === compareDetail ? current : { tmpUrl: '' };
    });
    const user = renderAt('/file/detect/7', <CompareDetailPage />, '/file/detect/:id');
    expect(await screen.findByText(/尚未标记预期盖章区域/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '标记预期区域' }));
    const width = await screen.findByLabelText('宽度（毫米）');
    await user.clear(screen.getByLabelText('页码'));
    await user.type(screen.getByLabelText('页码'), '2');
    await user.type(screen.getByLabelText('距左边（毫米）'), '25.4');
    await user.type(screen.getByLabelText('距上边（毫米）'), 'x');
    await user.type(width, '50.8');
    await user.type(screen.getByLabelText('高度（毫米）'), '0');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入不小于0的毫米数')).toBeInTheDocument();
    expect(screen.getByText('请输入大于0的毫米数')).toBeInTheDocument();
    expect(callMock.mock.calls.some(([endpoint]) => endpoint === compareExpectedArea)).toBe(false);

    await user.clear(screen.getByLabelText('距上边（毫米）'));
    await user.type(screen.getByLabelText('距上边（毫米）'), '0');
    await user.clear(screen.getByLabelText('高度（毫米）'));
    await user.type(screen.getByLabelText('高度（毫米）'), '25.4');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('seal-placement')).toHaveTextContent('印章偏离预期区域12.5毫米');
    const sent = callMock.mock.calls.find(([endpoint]) => endpoint === compareExpectedArea)![1];
    expect(sent).toEqual({ id: 7, expected: { page: 2, box: { x: 72, y: 0, w: 144, h: 72 } } });
    // The area is outlined on the new version's page 2.
    expect(screen.getByRole('button', { name: '预期盖章区域' })).toBeInTheDocument();
  });

  it('offers no expected area on an independent comparison', async () => {
    const independent = { ...detail, record: { ...detail.record, type: 2 as const } };
    callMock.mockImplementation(async (endpoint) => (endpoint === compareDetail ? independent : { tmpUrl: '' }));
    renderAt('/file/detect/7', <CompareDetailPage />, '/file/detect/:id');
    await screen.findByRole('list', { name: '差异列表' });
    expect(screen.queryByRole('button', { name: '标记预期区域' })).toBeNull();
  });
});
