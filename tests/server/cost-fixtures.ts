import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cost } from '../../contract';
import { costHoldings } from '../../server/src/db/schema';
import type { TestServer } from './helpers';
import { systemToken } from './staff';

/** How many units of a product the unit holds (SMS reminders bought, say). */
export async function unitsHeld(server: TestServer, companyId: number, productId: number): Promise<number> {
  const rows = await server.deps.db
    .select({ units: costHoldings.units })
    .from(costHoldings)
    .where(and(eq(costHoldings.companyId, companyId), eq(costHoldings.productId, productId)));
  return rows[0]?.units ?? 0;
}

/** The buyer asks for a refund of part of a paid order and the platform approves it. */
export async function refundApproved(server: TestServer, token: string, orderId: number, amountFen: number) {
  const asked = await server.call(cost.refundRequest, { orderId, amountFen, reason: '多买了' }, { token });
  expect(asked.code, asked.msg).toBe(0);
  const approved = await server.call(
    cost.platformRefundApprove,
    { id: asked.data.id },
    { token: await systemToken(server) },
  );
  expect(approved.code, approved.msg).toBe(0);
  return approved.data;
}
