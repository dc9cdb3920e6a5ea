import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { Config } from '../../config';
import { canonicalJson } from './canonical';

/** The Ed25519 key that signs chain heads and checkpoints; `keyId` names it (SHA-256 of its public key, 16 hex). */
export interface AuditSigner {
  keyId: string;
  sign(payload: object): string;
  verify(payload: object, signature: string): boolean;
}

function keyFileOf(config: Config): string {
  return config.auditKeyFile ?? path.join(config.dataDir, 'keys', 'audit-ed25519.pem');
}

/** Demo mode generates the key at first use (written whole, then renamed, so a reader never sees half of it). */
function loadPrivateKey(config: Config): KeyObject {
  const file = keyFileOf(config);
  if (!existsSync(file)) {
    if (config.mode !== 'demo') throw new Error(`audit signing key ${file} is missing`);
    const { privateKey } = generateKeyPairSync('ed25519');
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    renameSync(temp, file);
  }
  return createPrivateKey(readFileSync(file, 'utf8'));
}

const signers = new WeakMap<Config, AuditSigner>();

export function auditSigner(config: Config): AuditSigner {
  let signer = signers.get(config);
  if (signer) return signer;
  const privateKey = loadPrivateKey(config);
  const publicKey = createPublicKey(privateKey);
  const keyId = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
  signer = {
    keyId,
    sign: (payload) => sign(null, Buffer.from(canonicalJson(payload)), privateKey).toString('base64'),
    verify: (payload, signature) =>
      verify(null, Buffer.from(canonicalJson(payload)), publicKey, Buffer.from(signature, 'base64')),
  };
  signers.set(config, signer);
  return signer;
}
