import { parseDsaPrivateKey, signDsaSha256 } from './dsa';
import { runtimeConfig } from './runtime-config';

type Sign = (text: string) => string;

let signer: Promise<Sign> | null = null;

/** The key comes with the server's runtime configuration, fetched on the first signed call. */
async function createSigner(): Promise<Sign> {
  const key = parseDsaPrivateKey((await runtimeConfig()).signingKey);
  return (text) => signDsaSha256(key, text);
}

/** Base64 DER SHA256withDSA signature of a canonical string. */
export async function sign(text: string): Promise<string> {
  signer ??= createSigner().catch((error: unknown) => {
    signer = null;
    throw error;
  });
  return (await signer)(text);
}
