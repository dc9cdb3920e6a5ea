import type { MessageKey, unit } from '../../../../contract';

/**
 * Quotas of spec section 9: the default limit of each item, for every unit without its own row in `quotas`. Units:
 * seals (个), uses (次), templates (条), members (人), departments (个), units (个), MB (M), SMS (次).
 */
export const QUOTA_DEFAULTS: Readonly<Record<unit.QuotaItem, number>> = {
  bindableSeals: 50,
  maxSingleAuthUses: 500,
  maxTemplatesPerDevice: 10,
  usersPerUnit: 200,
  departmentsPerUnit: 50,
  maxUnitsPerUser: 10,
  freeStorageMb: 1024,
  freeSmsReminders: 1000,
};

/** The refusal of each item when its limit is reached; the limit is the message's argument. */
export const QUOTA_MESSAGES: Readonly<Record<unit.QuotaItem, MessageKey>> = {
  bindableSeals: 'e.quotaBindableSeals',
  maxSingleAuthUses: 'e.quotaMaxSingleAuthUses',
  maxTemplatesPerDevice: 'e.quotaMaxTemplatesPerDevice',
  usersPerUnit: 'e.quotaUsers',
  departmentsPerUnit: 'e.quotaDepartments',
  maxUnitsPerUser: 'e.quotaUnits',
  freeStorageMb: 'e.quotaStorage',
  freeSmsReminders: 'e.quotaSms',
};

export const BYTES_PER_MB = 1024 * 1024;
