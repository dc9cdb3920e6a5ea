import { useNavigate } from 'react-router-dom';
import { BANK_CHANNEL } from '@contract/cost';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useCreateOrder } from './api/cost';
import { usePayChannel } from './use-pay-channel';

/**
 * Where a placed order is paid: the online channel's cashier, or, for a bank transfer (a server without an online
 * channel), the order's page with the bank details and the remittance code.
 */
export function payPathOf(order: { id: number; channel: string }): string {
  return order.channel === BANK_CHANNEL ? paths.cost.orderDetail(order.id) : paths.cost.cashier(order.id);
}

/**
 * Buying a product that renews no device: the order takes today's price and the buyer goes on to pay it (through
 * the channel picked in PayChannelChoice); a
 * refusal (off sale, no channel) is shown as a toast. `pendingId` is the product being ordered.
 */
export function useBuy() {
  const navigate = useNavigate();
  const create = useCreateOrder();
  const { chosen } = usePayChannel();
  const buy = async (productId: number, quantity = 1) => {
    try {
      const order = await create.mutateAsync({ productId, quantity, channel: chosen });
      navigate(payPathOf(order));
    } catch (e) {
      if (e instanceof ApiError) notify('error', e.message);
    }
  };
  return { buy, pendingId: create.isPending ? create.variables?.productId : undefined };
}
