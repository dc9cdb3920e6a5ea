import type { InvoiceRow } from './repository';
import type { Seller } from './seller';

/** What an issuer needs of an invoice: the frozen request, its order lines and the seller. */
export interface IssueRequest {
  invoice: InvoiceRow;
  lines: Array<{ orderNo: string; title: string; amountFen: number }>;
  seller: Seller;
  at: Date;
}

/**
 * An invoice issuing service (an e-invoice platform behind a real one): it issues the invoice, answers the number it
 * gave it, and its document as PDF bytes. The sandbox issuer (demo mode) draws a sample itself.
 */
export interface InvoiceIssuer {
  readonly name: string;
  issue(request: IssueRequest): Promise<{ issuedNo: string; pdf: Buffer }>;
}
