import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { pathId } from './paging';
import { requiredText } from './validation';

/**
 * Display links: an administrator names a wall display of the unit and gets a long random token, shown once as a URL
 * (`/display#<token>`) and a QR code. The token opens the wall's read-only calls (access 'wall') and the unit's socket
 * room, nothing else; it stops working when revoked or expired. Only its hash is stored.
 */

const id = z.int();

/** Every display token starts with this, so the server tells it from a session token without a lookup. */
export const DISPLAY_TOKEN_PREFIX = 'dsp_';
/** The console page a display link opens; the token follows in the fragment (never sent to a server). */
export const DISPLAY_PAGE = '/display';
/** At most this many live (not revoked) displays per unit. */
export const MAX_DISPLAYS = 50;
/** The lifetimes the console offers (days); null: until revoked. */
export const validDayChoices = [7, 30, 90, 365] as const;
export const MAX_VALID_DAYS = 3650;

export const displayStates = ['active', 'expired', 'revoked'] as const;
export type DisplayState = (typeof displayStates)[number];

export const displaySchema = z.object({
  id,
  name: z.string(),
  state: z.enum(displayStates),
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  lastSeenAt: z.nullable(z.string()),
  lastSeenIp: z.nullable(z.string()),
});
export type Display = z.infer<typeof displaySchema>;

const name = requiredText(1, 32);

export const displayList = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'display/v1/:companyId/list',
  access: 'unit',
  summary: "The unit's display links, newest first, with when and from where each was last seen (administrators)",
  request: z.object({ companyId: pathId }),
  response: z.array(displaySchema),
});

export const displayAdd = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'display/v1/:companyId/add',
  access: 'unit',
  summary: 'Create a display link for the unit; the answer holds its token, shown this once (administrators)',
  request: z.object({
    companyId: pathId,
    name,
    /** Days the link works; null: until revoked. */
    validDays: z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_VALID_DAYS))),
  }),
  response: z.object({ id, token: z.string() }),
});

export const displayRename = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'display/v1/:id/rename',
  access: 'unit',
  summary: 'Rename a display link (administrators)',
  request: z.object({ id: pathId, name }),
  response: z.null(),
});

export const displayRevoke = endpoint({
  method: 'POST',
  service: 'operate',
  path: 'display/v1/:id/revoke',
  access: 'unit',
  summary: 'Revoke a display link: its wall stops receiving data within seconds (administrators)',
  request: z.object({ id: pathId }),
  response: z.null(),
});

export const wallInfo = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'display/v1/wall-info',
  access: 'wall',
  summary:
    "What the wall shows in its header: the unit's name, the display's name (null for a staff session), and the " +
    "server's time (the wall's clock-drift check); a display polls it to learn that its link was revoked",
  request: z.object({}),
  response: z.object({
    companyId: id,
    companyName: z.string(),
    displayName: z.nullable(z.string()),
    serverTime: z.string(),
  }),
});
