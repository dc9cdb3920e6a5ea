import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { ref } from './error-texts';

/**
 * The command palette's search of the chosen unit's records: devices, members, applications and authorisations by
 * name, number or pinyin initials (pinyin-initials.ts), a few of each kind, as the caller may see them in their lists.
 */

export const searchKinds = ['device', 'member', 'application', 'authorization'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The longest query (a pasted paragraph is cut by the console, refused here). */
export const SEARCH_MAX_LENGTH = 32;
export const SEARCH_MAX_PER_KIND = 10;
export const SEARCH_DEFAULT_PER_KIND = 5;

/**
 * The console page each kind opens, by the record's key (src/lib/paths.ts builds the same routes): the server offers
 * a kind only to a caller whose menu grants this page, so nobody is shown what they could not open.
 */
export const searchKindPages: Record<SearchKind, string> = {
  device: '/server/bindingseal',
  member: '/unit/memberDetail',
  application: '/sealManage/examinedetail',
  authorization: '/sealManage/authorizationdetail',
};

export const searchHitSchema = z.object({
  kind: z.enum(searchKinds),
  /** What the kind's page takes: device number, user id, application id, authorisation id. */
  key: z.string(),
  title: z.string(),
  /** A second line: number, phone, state or device. */
  detail: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(searchKinds),
  hits: z.array(searchHitSchema),
  /** More records match than the hits shown. */
  more: z.boolean(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const quickSearch = endpoint({
  method: 'GET',
  service: 'operate',
  path: 'search/v1/quick',
  access: 'unit',
  summary:
    "The command palette's search in the chosen unit: up to `limit` devices, members, applications and authorisations matching the query by name, number or pinyin initials, each kind only for callers whose menu opens its page and with the rows they see in its list",
  request: z.object({
    q: z
      .string({ error: ref('v.required') })
      .check(
        z.trim(),
        z.minLength(1, ref('v.required')),
        z.maxLength(SEARCH_MAX_LENGTH, ref('v.lengthRange', 1, SEARCH_MAX_LENGTH)),
      ),
    limit: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SEARCH_MAX_PER_KIND)),
      SEARCH_DEFAULT_PER_KIND,
    ),
  }),
  response: z.object({ groups: z.array(searchGroupSchema) }),
});
