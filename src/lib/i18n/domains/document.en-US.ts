import type { zhCNDocument } from './document.zh-CN';

/** English texts of the console: Document security: watermarks, detection and comparison. */
export const enUSDocument: typeof zhCNDocument = {
  docsec: {
    nav: {
      label: 'Document security',
      records: 'Issued copies',
      watermark: 'Issue and detect watermarks',
      compare: 'Compare documents',
      rules: 'Rules',
    },
    watermark: {
      title: 'File anti-forgery',
      subtitle:
        'Give each recipient a copy with a visible and an invisible watermark; trace a leaked file back to them',
    },
    issue: {
      title: 'Issue watermarked copies',
      intro:
        'Upload a PDF file or a JPG or PNG image and choose recipients in this unit; each copy carries a visible mark with the unit, name, time and number, and an invisible one.',
      file: 'Original file',
      limits:
        'A PDF of at most {{pages}} pages and {{pageCopies}} pages of copies at a time (pages × recipients); an image of at most {{side}} pixels a side. A PDF copy keeps its text selectable',
      recipients: 'Recipients',
      addRecipient: 'Search and add a member',
      chosen: 'Chosen recipients',
      removeRecipient: 'Remove {{name}}',
      noRecipients: 'No recipient chosen yet',
      ruleHint: "The visible mark's text, opacity and angle follow the unit's rule:",
      submit: 'Issue copies',
      issuing: 'Issuing…',
      copies: 'Issued copies',
      copiesCount: '{{count}} copies issued',
      download: 'Download',
    },
    zip: {
      download: 'Download all (ZIP)',
      running: 'Packing…',
      single: 'One copy only: nothing to pack',
      all: 'All {{count}} copies of this issuing in one ZIP',
    },
    detect: {
      title: 'Check a leaked file',
      intro:
        'Upload a file suspected to have leaked (a PDF copy, or a screenshot, a re-compressed or cropped image); the file fingerprint, the metadata and the invisible mark are checked in turn.',
      file: 'File to check',
      running: 'Looking for a watermark…',
      none: 'No watermark of this unit was found: the file is not a copy this unit issued, or its mark was destroyed.',
      found: 'This is the copy issued to {{name}}',
      recipient: 'Recipient',
      issuer: 'Issued by',
      document: 'Original file',
      issuedAt: 'Issued at',
      number: 'Copy number',
      method: 'Found by',
      confidence: 'Confidence',
      elapsed: 'Took {{ms}} ms',
      methods: { hash: 'Identical file fingerprint', metadata: 'File metadata', blind: 'Invisible watermark' },
    },
    rules: {
      title: 'Rules',
      subtitle:
        'How the visible mark looks and which downloads are watermarked automatically; the invisible mark is always embedded',
      template: 'Watermark text',
      placeholders: 'Placeholders (the unit, the recipient, the issuing time, the copy number): {{fields}}',
      opacity: 'Opacity',
      angle: 'Angle',
      invisible:
        'Every copy of a JPG or PNG image carries an invisible mark with its copy number, and the number in its metadata.',
      downloads: 'Watermark downloads automatically',
      markAttachments: 'Application attachments',
      markEvidence: 'Evidence reports',
      downloadsHint:
        'When on, a member who downloads a PDF, JPG or PNG attachment or an evidence report gets a watermarked copy issued to them (listed in the issued copies with origin "Download"), so a leak names the downloader; PDFs of at most {{pages}} pages, other types download unchanged.',
      save: 'Save rule',
      saved: 'Rule saved',
      adminsOnly: 'Only administrators can change the rule',
      loading: 'Loading the rule…',
      retry: 'Retry',
    },
    records: {
      title: 'Issued copies',
      subtitle: 'Every watermarked copy this unit issued, including those made automatically for downloads',
      search: 'File name or recipient',
      reset: 'Reset',
      table: 'Issued copies',
      empty: 'No copies issued yet',
      document: 'Original file',
      recipient: 'Recipient',
      issuer: 'Issued by',
      number: 'Copy number',
      issuedAt: 'Issued at',
      origin: 'Origin',
      origins: { issue: 'Issued', download: 'Download' },
      allOrigins: 'All origins',
      system: 'System (automatic)',
      download: 'Download copy',
    },
  },
};
