/**
 * Query keys that more than one feature, or a shared layer, reads or refreshes. Features do not import each other
 * (DESIGN section 3), so what one feature invalidates in another's data is named here; each feature's own keys
 * (`features/<f>/api/keys.ts`) start from its root below, so invalidating a root refreshes everything under it.
 *
 * Keys carry no session token: the whole cache is cleared when the session or the unit changes (query-client.ts).
 */
export const queryRoots = {
  /** Applications: lists, details, drafts, counters, the dashboard's pending ones. */
  apply: ['apply'],
  authorization: ['authorization'],
  /** Use records, their counters and the caller's exports. */
  useRecord: ['use-record'],
  device: ['device'],
  template: ['template'],
  /** The chosen unit's own data: company, members, departments, subsidiaries, quotas, certification. */
  unit: ['unit'],
  messages: ['messages'],
  versions: ['versions'],
  dashboard: ['dashboard'],
  /** The units the signed-in user belongs to (choosing a unit). */
  units: ['units'],
  currentUser: ['current-user'],
  menu: ['menu-nav'],
  companyConfigs: ['company-configs'],
  /** The content sections: lists, items, unread counts, and the system side's publishing. */
  content: ['content'],
  /** The cost center: catalogue and orders. */
  cost: ['cost'],
  /** Polled screen data of the dashboard and the wall display; a realtime resync refetches them all. */
  live: ['live'],
  /** The system side's platform data: units, quotas, applications, reviews and the home's figures. */
  platform: ['platform'],
  /** Document security: issued copies, detections. */
  document: ['document'],
  /** The audit log (operate and login logs, chain verification). */
  audit: ['audit'],
  /** The system side's dictionary, departments, complaints and menu management; a member's own complaints. */
  registry: ['registry'],
  /** The system side's own accounts. */
  sysAccounts: ['sys-accounts'],
  /** The anomaly centre: alerts, their counts and the unit's rules. */
  anomaly: ['anomaly'],
  /** The unit's saved places (常用地点) for authorisation fences. */
  places: ['places'],
  /** The unit's display links. */
  display: ['display'],
  /** The command palette's search answers. */
  palette: ['palette'],
} as const;

/** Keys of data that several features show, so that each reads (and refreshes) the same cache entry. */
export const sharedKeys = {
  devices: (request: object) => [...queryRoots.device, 'devices', 'list', request] as const,
  device: (deviceId: string | null) => [...queryRoots.device, 'devices', 'detail', deviceId] as const,
  quotas: [...queryRoots.unit, 'quotas'] as const,
  members: [...queryRoots.unit, 'members'] as const,
  memberPicker: (keyword: string, roles: readonly number[] | 'all') =>
    [...queryRoots.unit, 'members', 'picker', keyword, roles] as const,
  departments: [...queryRoots.unit, 'departments'] as const,
  company: [...queryRoots.unit, 'company'] as const,
  useRecords: (filters: object) => [...queryRoots.useRecord, 'list', filters] as const,
  useRecordCounts: [...queryRoots.useRecord, 'counts'] as const,
  exports: [...queryRoots.useRecord, 'exports'] as const,
  companyConfigs: (companyId: number | null) => [...queryRoots.companyConfigs, companyId] as const,
  live: (name: string, params: unknown) => [...queryRoots.live, name, params] as const,
  /** A stored file's short-lived link (uploads, attachments). */
  fileUrl: (fileId: string | undefined) => ['file-temp-url', fileId] as const,
  /** The bundled province outlines of the maps (static, not the unit's data). */
  provinces: ['map', 'china-provinces'] as const,
  /**
   * A dictionary type's entries as choices (several features' forms); under the registry's dictionary branch, so an
   * edit of the dictionary refreshes them.
   */
  dictOptions: (typeCode: string) => [...queryRoots.registry, 'dict', 'options', typeCode] as const,
  /** The system side's home figures (the dashboard shows them; every review refreshes them). */
  platformOverview: [...queryRoots.platform, 'overview'] as const,
} as const;
