import type { Issuance } from '@contract/document';
import { useMemo } from 'react';
import { columnHelper } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { timeFormats } from '@/lib/local-time';
import { downloadFile } from './download-file';

const col = columnHelper<Issuance>();

/** Columns of the issued copies: document, recipient, issuer, number, time, and the copy to download. */
export function useIssuanceColumns() {
  const { t } = useTranslation();
  return useMemo(
    () => [
      col.accessor('documentName', {
        header: t('docsec.records.document'),
        cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
      }),
      col.accessor('recipientName', { header: t('docsec.records.recipient') }),
      col.accessor('issuerName', { header: t('docsec.records.issuer') }),
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
          <Button
            size="sm"
            variant="light"
            onClick={() => void downloadFile(c.row.original.copyFileId, c.row.original.documentName)}
          >
            {t('docsec.records.download')}
          </Button>
        ),
      }),
    ],
    [t],
  );
}
