import type { RequestOf } from '@contract/endpoint';
import type { requestCode as requestCodeEndpoint } from '@contract/account';
import { call } from './api-client';

export type CodePurpose = RequestOf<typeof requestCodeEndpoint>['purpose'];

/** Sends an SMS code; resolves to the seconds before another may be sent. */
export async function requestCode(phone: string, purpose: CodePurpose): Promise<number> {
  const { requestCode: endpoint } = await import('@contract/account');
  const data = await call(endpoint, { phone, purpose, appName: 'console' });
  return data.resendAfterSeconds;
}
