import type { zhCNDisplay } from './display.zh-CN';

/** English texts of the console: display links and the wall display they open. */
export const enUSDisplay: typeof zhCNDisplay = {
  display: {
    links: {
      title: 'Display links',
      open: 'Display links',
      intro:
        "Create a link for a wall display: opened in the wall's browser it shows the unit's live monitoring without a log-in, and nothing but the wall's data. A link can be revoked at any time.",
      add: 'New display',
      table: 'Display links',
      empty: 'No display links yet',
      name: 'Name',
      namePlaceholder: 'e.g. Head office lobby',
      validity: 'Valid for',
      forever: 'Until revoked',
      days: '{{count}} days',
      state: 'State',
      states: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
      createdAt: 'Created',
      expiresAt: 'Expires',
      never: 'Never',
      lastSeen: 'Last seen',
      neverSeen: 'Not opened yet',
      rename: 'Rename',
      renameTitle: 'Rename display',
      renamed: 'Renamed',
      revoke: 'Revoke',
      revokeConfirm:
        'Revoke the display "{{name}}"? Its wall stops showing data within 10 seconds. This cannot be undone.',
      revoked: 'Revoked',
      createdTitle: 'Display link created',
      createdHint:
        "Open this link in the wall's browser, or scan the QR code on the wall. The link is shown this once only: it cannot be seen again after closing.",
      url: 'Link',
      copy: 'Copy link',
      copied: 'Copied',
      qr: 'QR code of the display link',
      qrFailed: 'The QR code could not be drawn: use the link',
      done: 'I have saved it',
    },
    wall: {
      revoked: 'This display was revoked',
      expired: 'This display link has expired',
      unknown: 'This display link is not valid',
      missing: 'This page needs a display link',
      askAdmin: "Ask the unit's administrator for a new link under Display links.",
      clockDrift: "This computer's clock is {{seconds}} s off the server's",
    },
  },
};
