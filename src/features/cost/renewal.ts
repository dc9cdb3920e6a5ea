import { serviceTypes, type Product } from '@contract/cost';
import { hasServicePeriod } from '@contract/device';

/** Whether a product renews one device's service: seal services of a smart seal kind (as the server decides). */
export function renewsDevice(product: Pick<Product, 'serviceType' | 'subType'>): boolean {
  return product.serviceType === serviceTypes.seal && product.subType !== null && hasServicePeriod(product.subType);
}

/** The service end after buying `months`: counted from the current end, or from now when it has passed. */
export function endAfter(currentEnd: string | null, months: number, now: Date = new Date()): Date {
  const from = currentEnd && new Date(currentEnd) > now ? new Date(currentEnd) : now;
  const end = new Date(from);
  end.setMonth(end.getMonth() + months);
  return end;
}
