import type { cost, ParsedRequestOf } from '../../../../contract';
import type { AdminProduct, RevenueMonth } from '../../../../contract/cost';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { platformRepo } from './platform-repository';
import { summaryOf } from './service';

/*
 * The system side of the cost center: every unit's orders, revenue by month (money of real channels only: the
 * sandbox's demo payments are shown apart and never counted), and the catalogue (price, tax rate, on sale). A price
 * change touches no order already placed: each item keeps the price it was bought at.
 */

export async function orders(deps: Deps, input: ParsedRequestOf<typeof cost.platformOrderList>) {
  const { list, total } = await platformRepo.orders(
    deps.db,
    { payState: input.payState, channel: input.channel || undefined, keyword: input.keyword?.trim() || undefined },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  return { list: list.map((r) => ({ ...summaryOf(r.order, null), companyName: r.companyName })), total };
}

const REVENUE_MONTHS = 12;

export async function revenue(deps: Deps): Promise<RevenueMonth[]> {
  const from = new Date(deps.now());
  from.setUTCMonth(from.getUTCMonth() - REVENUE_MONTHS);
  return platformRepo.revenue(deps.db, from);
}

function adminProductOf(row: Awaited<ReturnType<typeof platformRepo.products>>[number]): AdminProduct {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    serviceType: row.serviceType,
    subType: row.subType,
    packageType: row.packageType,
    priceFen: row.priceFen,
    taxRateBp: row.taxRateBp,
    months: row.months,
    description: row.description,
    onSale: row.onSale,
  };
}

export async function products(deps: Deps): Promise<AdminProduct[]> {
  return (await platformRepo.products(deps.db)).map(adminProductOf);
}

export async function updateProduct(deps: Deps, input: ParsedRequestOf<typeof cost.platformProductUpdate>) {
  const { id, priceFen, taxRateBp, onSale } = input;
  const row = await platformRepo.updateProduct(deps.db, id, { priceFen, taxRateBp, onSale });
  if (!row) throw refuse.notFound();
  return adminProductOf(row);
}
