import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useCreateOrder } from './api/cost';

/**
 * Buying a product that renews no device: the order takes today's price and the buyer goes on to the cashier; a
 * refusal (off sale, no channel) is shown as a toast. `pendingId` is the product being ordered.
 */
export function useBuy() {
  const navigate = useNavigate();
  const create = useCreateOrder();
  const buy = async (productId: number, quantity = 1) => {
    try {
      const order = await create.mutateAsync({ productId, quantity });
      navigate(paths.cost.cashier(order.id));
    } catch (e) {
      if (e instanceof ApiError) notify('error', e.message);
    }
  };
  return { buy, pendingId: create.isPending ? create.variables?.productId : undefined };
}
