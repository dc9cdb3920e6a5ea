import { SIGNING_ALGORITHM } from '@contract/signing';
import { runtimeConfig } from './runtime-config';

type Sign = (text: string) => string;

let signer: Promise<Sign> | null = null;

/** Loads jsrsasign (~80 KB gzip) on the first signed call, so the login page's first paint does not wait for it. */
async function createSigner(): Promise<Sign> {
  const [{ default: rs }, config] = await Promise.all([import('jsrsasign'), runtimeConfig()]);
  const key = rs.KEYUTIL.getKey(config.signingKey);
  return (text) => {
    const signature = new rs.KJUR.crypto.Signature({ alg: SIGNING_ALGORITHM });
    signature.init(key as Parameters<typeof signature.init>[0]);
    signature.updateString(text);
    return rs.hextob64(signature.sign());
  };
}

/** Base64 DER signature of a canonical string. */
export async function sign(text: string): Promise<string> {
  signer ??= createSigner().catch((error: unknown) => {
    signer = null;
    throw error;
  });
  return (await signer)(text);
}
