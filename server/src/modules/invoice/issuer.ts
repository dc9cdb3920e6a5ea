import type { InvoiceRow } from './repository';
import type { Seller } from './seller';

/** What an issuer needs of an invoice: the frozen request, its order lines and the seller. */
export interface IssueRequest {
  invoice: InvoiceRow;
  lines: Array<{ orderNo: string; title: string; amountFen: number }>;
  seller: Seller;
  at: Date;
}

/** A red reversal of an issued invoice: the blue invoice's number and the reason. */
export interface ReverseRequest extends IssueRequest {
  issuedNo: string;
  reason: string;
}

/**
 * An invoice issuing service (an e-invoice platform behind a real one): it issues the invoice, answers the number it
 * gave it, and its document as PDF bytes; it reverses an issued one with a red invoice (its number and document). The
 * sandbox issuer (demo mode) draws a sample itself.
 */
export interface InvoiceIssuer {
  readonly name: string;
  issue(request: IssueRequest): Promise<{ issuedNo: string; pdf: Buffer }>;
  reverse(request: ReverseRequest): Promise<{ redNo: string; pdf: Buffer }>;
}
