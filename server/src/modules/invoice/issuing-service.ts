import { randomBytes } from 'node:crypto';
import type { invoice, ParsedRequestOf } from '../../../../contract';
import { invoiceStatuses, type IssuingRow } from '../../../../contract/invoice';
import type { NuonuoSettings } from '../../config';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refuse } from '../../lib/app-error';
import { fileRows } from '../file';
import { messageRows, messageTextsOf } from '../message';
import { addEvent, eventTransaction } from '../realtime';
import type { InvoiceIssuer } from './issuer';
import { invoiceRepo, type InvoiceRow } from './repository';
import { NuonuoIssuer } from './nuonuo-issuer';
import { SandboxIssuer } from './sandbox-issuer';
import { sellerOf } from './seller';
import { summaryOf } from './invoice-service';
import { fenToYuan } from '../../lib/yuan';

/*
 * The platform issues invoice requests of every unit: the issuer (Nuonuo when configured, the sandbox one in demo
 * mode) numbers the invoice and draws its document, which is stored as a file of the
 * buyer's unit. The request then moves 4 → 1 only if it is still waiting (a withdrawal meanwhile wins, and the
 * document is dropped); the requester gets a message in the same transaction. A rejection moves 4 → 5 with a reason;
 * a red reversal moves an issued or accepted invoice to 6.
 */

const sandboxIssuer = new SandboxIssuer();
const nuonuoIssuers = new WeakMap<NuonuoSettings, NuonuoIssuer>();

/** The issuer this server uses: Nuonuo when configured, else the sandbox in demo mode, else none. */
function issuerOf(deps: Deps): InvoiceIssuer | null {
  const nuonuo = deps.config.nuonuo;
  if (nuonuo) {
    let issuer = nuonuoIssuers.get(nuonuo);
    if (!issuer) nuonuoIssuers.set(nuonuo, (issuer = new NuonuoIssuer(nuonuo)));
    return issuer;
  }
  return deps.config.mode === 'demo' ? sandboxIssuer : null;
}

/** The button code of the unit's invoices (contract invoice): who hears of them besides the requester. */
const INVOICE_PERMISSION = 'invoice:apply';

/**
 * The requester's message and, after commit, an 'invoice' event to the members whose role may open the unit's
 * invoices and the requester (their console refetches the invoices and messages at once); `tx` is an
 * eventTransaction.
 */
async function tellRequester(
  db: Db,
  row: InvoiceRow,
  status: number,
  texts: ReturnType<typeof messageTextsOf>,
  at: Date,
) {
  await messageRows.insert(
    db,
    { companyId: row.companyId, userId: row.createdBy },
    { type: 'system', ...texts, createdAt: at },
  );
  addEvent(db, row.companyId, {
    type: 'invoice',
    to: { holdersOf: INVOICE_PERMISSION, and: row.createdBy },
    invoice: { id: row.id, status },
  });
}

export async function list(deps: Deps, input: ParsedRequestOf<typeof invoice.issuingList>) {
  const { list, total } = await invoiceRepo.issuingPage(
    deps.db,
    { status: input.status, invoiceType: input.invoiceType, keyword: input.keyword?.trim() || undefined },
    (input.pageNum - 1) * input.pageSize,
    input.pageSize,
  );
  const rows: IssuingRow[] = list.map((r) => ({
    ...summaryOf(r.invoice, null),
    companyId: r.invoice.companyId,
    unitName: r.unitName,
  }));
  return { list: rows, total };
}

async function waiting(deps: Deps, id: number): Promise<InvoiceRow> {
  const row = await invoiceRepo.anyById(deps.db, id);
  if (!row) throw refuse.notFound();
  if (row.status !== invoiceStatuses.issuing) throw refuse.badRequest('e.invoiceNotWaiting');
  return row;
}

/** The document's bytes in storage, under fresh keys (a file row joins them inside the caller's transaction). */
async function storeDocument(deps: Deps, pdf: Buffer) {
  const storageKey = randomBytes(16).toString('hex');
  await deps.storage.put(storageKey, pdf);
  return { storageKey, fileId: randomBytes(16).toString('hex') };
}

/** The stored document as a file of the buyer's unit, uploaded in the requester's name. */
async function recordDocument(
  tx: Db,
  row: InvoiceRow,
  stored: { storageKey: string; fileId: string },
  name: string,
  pdf: Buffer,
  at: Date,
) {
  await fileRows.insert(tx, {
    id: stored.fileId,
    companyId: row.companyId,
    uploaderId: row.createdBy,
    name,
    size: pdf.length,
    contentType: 'application/pdf',
    purpose: 'invoice',
    storageKey: stored.storageKey,
    createdAt: at,
  });
}

function issuerFor(deps: Deps): InvoiceIssuer {
  const issuer = issuerOf(deps);
  if (!issuer) throw refuse.badRequest('e.noInvoiceIssuer');
  return issuer;
}

export async function issue(deps: Deps, id: number) {
  const row = await waiting(deps, id);
  const issuer = issuerFor(deps);
  const now = deps.now();
  const lines = await invoiceRepo.lines(deps.db, row.id);
  const { issuedNo, pdf } = await issuer.issue({ invoice: row, lines, seller: sellerOf(deps.config.edition), at: now });
  const stored = await storeDocument(deps, pdf);
  const moved = await eventTransaction(deps, async (tx) => {
    const ok = await invoiceRepo.move(tx, null, row.id, invoiceStatuses.issuing, {
      status: invoiceStatuses.issued,
      issuedAt: now,
      issuedNo,
      documentFileId: stored.fileId,
    });
    if (!ok) return false;
    await recordDocument(tx, row, stored, `发票-${issuedNo}.pdf`, pdf, now);
    const texts = messageTextsOf('m.invoice.issued.title', 'm.invoice.issued.content', [
      row.invoiceNo,
      fenToYuan(row.amountFen),
      issuedNo,
    ]);
    await tellRequester(tx, row, invoiceStatuses.issued, texts, now);
    return true;
  });
  if (!moved) {
    await deps.storage.delete(stored.storageKey).catch(() => undefined);
    throw refuse.badRequest('e.invoiceNotWaiting');
  }
  return { issuedNo };
}

/** Invoices a red one may reverse: issued, or accepted by the buyer. */
const REVERSIBLE: readonly number[] = [invoiceStatuses.issued, invoiceStatuses.accepted];

/**
 * Reverses an issued (or accepted) invoice with a red invoice drawn by the issuer: 1/2 → 6 only if it is still in the
 * status it was read in, the red document stored as a file of the unit, and the requester told, in one transaction.
 * What the invoice held of its orders is free again (invoiced anew or refunded).
 */
export async function reverse(deps: Deps, input: ParsedRequestOf<typeof invoice.issuingReverse>) {
  const row = await invoiceRepo.anyById(deps.db, input.id);
  if (!row) throw refuse.notFound();
  if (!REVERSIBLE.includes(row.status)) throw refuse.badRequest('e.invoiceNotReversible');
  const issuer = issuerFor(deps);
  const now = deps.now();
  const lines = await invoiceRepo.lines(deps.db, row.id);
  const { redNo, pdf } = await issuer.reverse({
    invoice: row,
    lines,
    seller: sellerOf(deps.config.edition),
    at: now,
    issuedNo: row.issuedNo ?? row.invoiceNo,
    reason: input.reason,
  });
  const stored = await storeDocument(deps, pdf);
  const moved = await eventTransaction(deps, async (tx) => {
    const ok = await invoiceRepo.move(tx, null, row.id, row.status, {
      status: invoiceStatuses.reversed,
      reversedAt: now,
      reverseReason: input.reason,
      redNo,
      redDocumentFileId: stored.fileId,
    });
    if (!ok) return false;
    await recordDocument(tx, row, stored, `红字发票-${redNo}.pdf`, pdf, now);
    const texts = messageTextsOf('m.invoice.reversed.title', 'm.invoice.reversed.content', [
      row.invoiceNo,
      fenToYuan(row.amountFen),
      redNo,
      input.reason,
    ]);
    await tellRequester(tx, row, invoiceStatuses.reversed, texts, now);
    return true;
  });
  if (!moved) {
    await deps.storage.delete(stored.storageKey).catch(() => undefined);
    throw refuse.badRequest('e.invoiceNotReversible');
  }
  return { redNo };
}

export async function reject(deps: Deps, input: ParsedRequestOf<typeof invoice.issuingReject>) {
  const row = await waiting(deps, input.id);
  const now = deps.now();
  await eventTransaction(deps, async (tx) => {
    const ok = await invoiceRepo.move(tx, null, row.id, invoiceStatuses.issuing, {
      status: invoiceStatuses.rejected,
      rejectedAt: now,
      rejectReason: input.reason,
    });
    if (!ok) throw refuse.badRequest('e.invoiceNotWaiting');
    const texts = messageTextsOf('m.invoice.rejected.title', 'm.invoice.rejected.content', [
      row.invoiceNo,
      fenToYuan(row.amountFen),
      input.reason,
    ]);
    await tellRequester(tx, row, invoiceStatuses.rejected, texts, now);
  });
  return null;
}
