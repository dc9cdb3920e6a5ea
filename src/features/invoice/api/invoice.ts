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

export function useAcceptInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(invoice.invoiceAccept, { id }, { silent: true }),
    onSuccess: refresh,
  });
}

/** Asks again for a reversed invoice: a new request, which the page then opens. */
export function useReissueInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(invoice.invoiceReissue, { id }, { silent: true }),
    onSuccess: refresh,
  });
}

/** Opens the issued invoice's document, or its red invoice's (a short-lived signed link fetched when asked for). */
export function useOpenInvoiceDocument() {
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind?: 'red' }) =>
      call(invoice.invoiceDocument, kind ? { id, kind } : { id }, { loading: true }),
    onSuccess: (r) => {
      if (r.tmpUrl) window.open(r.tmpUrl, '_blank', 'noopener');
    },
  });
}

export type IssuingFilters = RequestOf<typeof invoice.issuingList>;

/** The system side: every unit's invoice requests. */
export function useIssuingList(request: IssuingFilters) {
  return useQuery({
    queryKey: invoiceKeys.issuing(request),
    queryFn: () => call(invoice.issuingList, request),
    placeholderData: keepPreviousData,
  });
}

export function useIssueInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(invoice.issuingIssue, { id }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useRejectInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RequestOf<typeof invoice.issuingReject>) =>
      call(invoice.issuingReject, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useReverseInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RequestOf<typeof invoice.issuingReverse>) =>
      call(invoice.issuingReverse, input, { silent: true }),
    onSuccess: refresh,
  });
}
