import type { Issuance } from '@contract/document';
import { useMemo } from 'react';
import { columnHelper } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { downloadFile } from './download-file';
import { ZipButton } from './zip-button';

const col = columnHelper<Issuance>();

/** The download's name: the document's, with the recipient and the copy number before the extension. */
function copyName(row: Issuance) {
  const dot = row.documentName.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [row.documentName.slice(0, dot), row.documentName.slice(dot)] : [row.documentName, ''];
  return `${base}-${row.recipientName}-${row.issuanceId}${ext}`;
}

/**
 * Columns of the issued copies: document, recipient, issuer, origin, number, time, the copy and its issuing's ZIP. A
 * download copy was marked by the system for the member downloading: its issuer reads so, its origin "download".
 */
export function useIssuanceColumns() {
  const { t } = useTranslation();
  return useMemo(
    () => [
      col.accessor('documentName', {
        header: t('docsec.records.document'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('recipientName', { header: t('docsec.records.recipient') }),
      col.accessor('issuerName', {
        header: t('docsec.records.issuer'),
        cell: (c) => (c.row.original.origin === 'download' ? t('docsec.records.system') : c.getValue()),
      }),
      col.accessor('origin', {
        header: t('docsec.records.origin'),
        cell: (c) => (
          <Badge tone={c.getValue() === 'download' ? 'amber' : 'blue'}>
            {t(`docsec.records.origins.${c.getValue()}`)}
          </Badge>
        ),
      }),
      col.accessor('issuanceId', {
        header: t('docsec.records.number'),
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
      }),
      col.accessor('issuedAt', {
        header: t('docsec.records.issuedAt'),
        cell: (c) => timeFormats.minute.format(new Date(c.getValue())),
      }),
      col.display({
        id: 'actions',
        header: t('table.actions'),
        cell: (c) => (
          <div className="flex gap-1">
            <Button
              size="sm"
              variant="light"
              onClick={() => void downloadFile(c.row.original.copyFileId, copyName(c.row.original))}
            >
              {t('docsec.records.download')}
            </Button>
            <ZipButton variant="light" batchId={c.row.original.batchId} copies={c.row.original.batchCopies} />
          </div>
        ),
      }),
    ],
    [t],
  );
}
