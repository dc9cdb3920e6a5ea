import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as cost from '@contract/cost';
import * as device from '@contract/device';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { costKeys } from './keys';

export type OrderFilters = RequestOf<typeof cost.orderList>;
export type DeviceFilters = RequestOf<typeof device.deviceList>;

export function useProducts(serviceType?: number) {
  return useQuery({
    queryKey: costKeys.products(serviceType),
    queryFn: () => call(cost.productList, serviceType === undefined ? {} : { serviceType }),
  });
}

/** This server's online payment channels, the default first (they change only with its settings). */
export function usePayChannels() {
  return useQuery({
    queryKey: costKeys.payChannels,
    queryFn: () => call(cost.payChannelList, {}),
    staleTime: Infinity,
  });
}

export function useOrders(request: OrderFilters) {
  return useQuery({
    queryKey: costKeys.orders(request),
    queryFn: () => call(cost.orderList, request),
    placeholderData: keepPreviousData,
  });
}

/** How often a page waiting for a QR-code payment reads the order again (the channel's notification pays it). */
export const PAYMENT_POLL_MS = 3_000;

/** One order; `waitForPayment`: read it again every few seconds while it waits for a QR-code payment. */
export function useOrder(id: number, { waitForPayment = false } = {}) {
  return useQuery({
    queryKey: costKeys.order(id),
    queryFn: () => call(cost.orderDetail, { id }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    refetchInterval: (query) => {
      const o = query.state.data;
      return waitForPayment && o?.payCodeUrl && o.payable ? PAYMENT_POLL_MS : false;
    },
  });
}

/** The unit's devices by service state (the same list call and cache entry as the device list). */
export function useServiceDevices(request: DeviceFilters) {
  return useQuery({
    queryKey: costKeys.devices(request),
    queryFn: () => call(device.deviceList, request),
    placeholderData: keepPreviousData,
  });
}

export function useDevice(deviceId: string) {
  return useQuery({
    queryKey: costKeys.device(deviceId),
    queryFn: () => call(device.deviceDetail, { deviceId }, { silent: true }),
    enabled: device.DEVICE_ID_PATTERN.test(deviceId),
    retry: false,
  });
}

/** Orders and, since a payment moves service ends, the devices (their list badge and the apply form read them). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: costKeys.all }),
      queryClient.invalidateQueries({ queryKey: costKeys.deviceRoot }),
    ]);
}

/** What the unit owns (its packages), of one service type or all. */
export function useHoldings(serviceType?: number) {
  return useQuery({
    queryKey: costKeys.holdings(serviceType),
    queryFn: () => call(cost.holdingList, serviceType === undefined ? {} : { serviceType }),
  });
}

export type SmsFilters = RequestOf<typeof cost.smsReminderList>;

/** The unit's reminder SMS: the free quota and its use, what is left of bought packages. */
export function useSmsSummary() {
  return useQuery({ queryKey: costKeys.smsSummary, queryFn: () => call(cost.smsSummary, {}) });
}

export function useSmsReminders(request: SmsFilters) {
  return useQuery({
    queryKey: costKeys.smsReminders(request),
    queryFn: () => call(cost.smsReminderList, request),
    placeholderData: keepPreviousData,
  });
}

export function useSetAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof cost.holdingAutoRenew>) => call(cost.holdingAutoRenew, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costKeys.all }),
  });
}

export function useCreateOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RequestOf<typeof cost.orderCreate>) => call(cost.orderCreate, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useCancelOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(cost.orderCancel, { id }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useSyncOrder() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => call(cost.orderSync, { id }), onSuccess: refresh });
}

export function useSandboxPay() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RequestOf<typeof cost.sandboxPay>) => call(cost.sandboxPay, input),
    onSuccess: refresh,
  });
}

// The system side

export type PlatformOrderFilters = RequestOf<typeof cost.platformOrderList>;

export function usePlatformOrders(request: PlatformOrderFilters) {
  return useQuery({
    queryKey: costKeys.platformOrders(request),
    queryFn: () => call(cost.platformOrderList, request),
    placeholderData: keepPreviousData,
  });
}

export function usePlatformRevenue() {
  return useQuery({ queryKey: costKeys.platformRevenue, queryFn: () => call(cost.platformRevenue, {}) });
}

export function usePlatformProducts() {
  return useQuery({ queryKey: costKeys.platformProducts, queryFn: () => call(cost.platformProductList, {}) });
}

/** Saves a product; the catalogue (both sides' lists) reloads. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof cost.platformProductUpdate>) =>
      call(cost.platformProductUpdate, input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costKeys.all }),
  });
}

/** A unit administrator asks for part of a paid order back; the order (and the lists) reload. */
export function useRequestRefund() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RequestOf<typeof cost.refundRequest>) => call(cost.refundRequest, input, { silent: true }),
    onSuccess: refresh,
  });
}

export type PlatformRefundFilters = RequestOf<typeof cost.platformRefundList>;

export function usePlatformRefunds(request: PlatformRefundFilters) {
  return useQuery({
    queryKey: costKeys.platformRefunds(request),
    queryFn: () => call(cost.platformRefundList, request),
    placeholderData: keepPreviousData,
  });
}

/** The platform's decisions: the refunds, the orders and the revenue reload. */
export function useApproveRefund() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(cost.platformRefundApprove, { id }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useRejectRefund() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RequestOf<typeof cost.platformRefundReject>) =>
      call(cost.platformRefundReject, input, { silent: true }),
    onSuccess: refresh,
  });
}

/** The buyer pays by bank transfer (the order's online payment closes); the order reloads with its transfer. */
export function useChooseTransfer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(cost.transferChoose, { id }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useSubmitReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RequestOf<typeof cost.transferReceipt>) => call(cost.transferReceipt, input),
    onSuccess: refresh,
  });
}

export type PlatformTransferFilters = RequestOf<typeof cost.platformTransferList>;

export function usePlatformTransfers(request: PlatformTransferFilters) {
  return useQuery({
    queryKey: costKeys.platformTransfers(request),
    queryFn: () => call(cost.platformTransferList, request),
    placeholderData: keepPreviousData,
  });
}

/** The platform's review of a transfer: approve, check with the bank, or reject; the transfers and orders reload. */
export function useReviewTransfer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: 'approve' | 'check' }) =>
      call(step === 'approve' ? cost.platformTransferApprove : cost.platformTransferCheck, { id }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useRejectTransfer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RequestOf<typeof cost.platformTransferReject>) =>
      call(cost.platformTransferReject, input, { silent: true }),
    onSuccess: refresh,
  });
}

export type StatementLineFilters = RequestOf<typeof cost.platformStatementLineList>;

/** The stored bank statement lines (an import reloads them with everything of the cost centre). */
export function usePlatformStatementLines(request: StatementLineFilters) {
  return useQuery({
    queryKey: costKeys.platformStatementLines(request),
    queryFn: () => call(cost.platformStatementLineList, request),
    placeholderData: keepPreviousData,
  });
}

export function useImportStatement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (csv: string) => call(cost.platformStatementImport, { csv }),
    onSuccess: refresh,
  });
}

/** The SIM cards in the unit's devices, or one device's (a renewal moves them: `all` reloads them). */
export function useSims(deviceId?: string) {
  return useQuery({
    queryKey: costKeys.sims(deviceId),
    queryFn: () => call(cost.simList, deviceId ? { deviceId } : {}),
  });
}
