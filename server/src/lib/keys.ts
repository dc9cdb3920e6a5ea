import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { Config } from '../config';

export interface SigningKeys {
  publicKey: KeyObject;
  /** PKCS#8 PEM handed to consoles through the runtime configuration. */
  privateKeyPem: string;
}

export function generateSigningKeys(): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('dsa', { modulusLength: 2048, divisorLength: 256 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function writeSecretFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, content, { mode: 0o600 });
}

/** Demo mode creates the key pair at first start; production requires the files (checked in loadConfig). */
export function loadSigningKeys(config: Config): SigningKeys {
  if (!existsSync(config.signingPrivateKeyFile) && config.mode === 'demo') {
    const pair = generateSigningKeys();
    writeSecretFile(config.signingPrivateKeyFile, pair.privatePem);
    writeSecretFile(config.signingPublicKeyFile, pair.publicPem);
  }
  const privateKeyPem = readFileSync(config.signingPrivateKeyFile, 'utf8');
  const publicKey = existsSync(config.signingPublicKeyFile)
    ? createPublicKey(readFileSync(config.signingPublicKeyFile, 'utf8'))
    : createPublicKey(createPrivateKey(privateKeyPem));
  return { publicKey, privateKeyPem };
}

/** The secret that keys SMS-code hashes: APP_SECRET, or in demo mode one generated into the data dir. */
export function loadAppSecret(config: Config, env: NodeJS.ProcessEnv = process.env): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  const file = path.join(config.dataDir, 'keys', 'app-secret');
  if (!existsSync(file)) writeSecretFile(file, randomBytes(32).toString('base64url'));
  return readFileSync(file, 'utf8').trim();
}
