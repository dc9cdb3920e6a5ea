import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as device from '@contract/device';
import type { RequestOf } from '@contract/endpoint';
import * as fileType from '@contract/file-type';
import * as template from '@contract/template';
import * as unit from '@contract/unit';
import { call } from '@/lib/api-client';
import { templateKeys } from './keys';

export type TemplateFilters = RequestOf<typeof template.templateList>;
export type TemplateAdd = RequestOf<typeof template.templateAdd>;
export type TemplateUpdate = RequestOf<typeof template.templateUpdate>;
export type FileTypeAdd = RequestOf<typeof fileType.fileTypeAdd>;
export type FileTypeUpdate = RequestOf<typeof fileType.fileTypeUpdate>;

export function useTemplates(filters: TemplateFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: templateKeys.list(filters),
    queryFn: () => call(template.templateList, filters),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** One device's templates; nothing is asked before the device is known. */
export function useTemplatesOfDevice(filters: TemplateFilters & { deviceId: string }) {
  return useTemplates(filters, { enabled: filters.deviceId !== '' });
}

export function useTemplate(id: number) {
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: () => call(template.templateDetail, { id }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** The device a template list is about (its name for the heading). */
export function useDeviceOf(deviceId: string) {
  return useQuery({
    queryKey: templateKeys.device(deviceId),
    queryFn: () => call(device.deviceDetail, { deviceId }, { silent: true }),
    enabled: device.DEVICE_ID_PATTERN.test(deviceId),
    retry: false,
  });
}

/** The unit's maxTemplatesPerDevice quota (quota/v1/list); undefined until it is known. */
export function useTemplatesPerDevice(): number | undefined {
  const quotas = useQuery({
    queryKey: templateKeys.quotas(),
    queryFn: () => call(unit.quotaList, {}, { silent: true }),
  });
  return quotas.data?.find((q) => q.item === 'maxTemplatesPerDevice')?.limit;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: templateKeys.all }),
      queryClient.invalidateQueries({ queryKey: templateKeys.quotas() }),
    ]);
}

/** The form shows the refusal (silent). */
export function useAddTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TemplateAdd) => call(template.templateAdd, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useUpdateTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TemplateUpdate) => call(template.templateUpdate, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useDeleteTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(template.templateDelete, { id }, { silent: true }),
    onSuccess: refresh,
  });
}

function fileTypesQuery(keyword?: string) {
  const request = { keyword: keyword || undefined };
  return queryOptions({
    queryKey: templateKeys.fileTypes(request),
    queryFn: () => call(fileType.fileTypeList, request),
    placeholderData: keepPreviousData,
  });
}

/** The unit's catalogue of file types, by name; `keyword` matches the name. */
export function useFileTypes(keyword?: string) {
  return useQuery(fileTypesQuery(keyword));
}

/** The catalogue as a list page shows it: the call answers all of it, so it is one page. */
export function useFileTypeList({ keyword }: { keyword?: string }) {
  return useQuery({ ...fileTypesQuery(keyword), select: (list) => ({ list, total: list.length }) });
}

export function useAddFileType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: FileTypeAdd) => call(fileType.fileTypeAdd, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useUpdateFileType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: FileTypeUpdate) => call(fileType.fileTypeUpdate, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useDeleteFileType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(fileType.fileTypeDelete, { id }, { silent: true }),
    onSuccess: refresh,
  });
}
