import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as invoice from '@contract/invoice';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { invoiceKeys } from './keys';

export type InvoiceFilters = RequestOf<typeof invoice.invoiceList>;
export type PayerInput = RequestOf<typeof invoice.payerAdd>;

/** The unit's payers, as a one-page list (a unit keeps at most MAX_PAYERS). */
export function usePayers() {
  return useQuery({
    queryKey: invoiceKeys.payers,
    queryFn: () => call(invoice.payerList, {}),
    select: (rows) => ({ list: rows, total: rows.length }),
  });
}

export function useInvoiceableOrders() {
  return useQuery({ queryKey: invoiceKeys.orders, queryFn: () => call(invoice.invoiceableOrders, {}) });
}

export function useInvoices(request: InvoiceFilters) {
  return useQuery({
    queryKey: invoiceKeys.list(request),
    queryFn: () => call(invoice.invoiceList, request),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => call(invoice.invoiceDetail, { id }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
}

export function useSavePayer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...input }: PayerInput & { id?: number }) =>
      id === undefined
        ? call(invoice.payerAdd, input, { silent: true })
        : call(invoice.payerUpdate, { id, ...input }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useDeletePayer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(invoice.payerDelete, { id }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useApplyInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RequestOf<typeof invoice.invoiceApply>) => call(invoice.invoiceApply, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useCancelInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(invoice.invoiceCancel, { id }, { silent: true }),
    onSuccess: refresh,
  });
}
