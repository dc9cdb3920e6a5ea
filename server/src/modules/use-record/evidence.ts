import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import { applicationRows } from '../apply';
import { authorizationRows, type AuthRow, toAuthorization } from '../authorization';
import { unitRows } from '../unit';
import { fileRows, type FileRow } from '../file';
import { useRecordRepo, type UseRow } from './repository';
import { photoFile } from './service';
import { fitPhotos } from './photo-fit';

/*
 * The evidence of one authorisation (export-pdf/{empowerNo}): what the report prints and what its SHA-256 covers.
 *
 * What is hashed: the canonical JSON of the Evidence below - object keys sorted at every level, no whitespace,
 * UTF-8, instants as ISO 8601 UTC strings, codes not labels (so the language of the report does not change it) -
 * with each photo counted by the SHA-256 and size of its stored file. The time of generation and who generated it are
 * printed but not hashed: the same evidence gives the same digest whenever and by whomever it is generated. The
 * report carries that JSON as its attachment evidence.json: whoever holds the PDF can take it out, hash it and
 * compare with the printed digest (and with the X-Evidence-SHA256 header of the export-pdf answer), and check any
 * photo against the digest listed for it.
 */

export const EVIDENCE_FORMAT = 'seal-evidence/1';

export interface EvidencePhoto {
  seq: number;
  source: 'device' | 'phone';
  takenAt: string;
  contentType: string | null;
  bytes: number | null;
  /** null when the photo's file could not be read. */
  sha256: string | null;
}

export interface EvidenceUse {
  id: number;
  usedAt: string;
  useType: number;
  deviceId: string;
  deviceName: string;
  userId: number | null;
  userName: string | null;
  departmentName: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  exception: boolean;
  exceptionKind: string | null;
  photos: EvidencePhoto[];
}

export interface EvidenceHead {
  format: string;
  unit: { id: number; name: string };
  authorization: {
    empowerNo: string;
    state: number;
    endReason: string | null;
    deviceId: string;
    deviceName: string;
    userId: number;
    userName: string;
    departmentName: string | null;
    useCount: number;
    usedCount: number;
    validFrom: string;
    validTo: string;
    reason: string | null;
    fileType: string | null;
    photographLocked: boolean;
    grantedById: number | null;
    grantedByName: string | null;
    grantedAt: string;
    activatedAt: string | null;
    endedAt: string | null;
    auditRemark: string | null;
  };
  /** The application behind it, with its approval steps; null for a direct grant. */
  application: {
    applyNo: string | null;
    applicantId: number;
    applicantName: string;
    deviceId: string | null;
    deviceName: string | null;
    fileType: string | null;
    copies: number | null;
    useCount: number | null;
    reason: string;
    templateName: string | null;
    state: string | null;
    outcome: string | null;
    submittedAt: string | null;
    steps: Array<{
      seq: number;
      approverId: number;
      approverName: string;
      result: string | null;
      comment: string | null;
      actedAt: string | null;
    }>;
  } | null;
  /** The authorisation's events, oldest first ('used' included). */
  timeline: Array<{ kind: string; actorName: string | null; detail: string | null; at: string }>;
}

export type Evidence = EvidenceHead & { uses: EvidenceUse[] };

/** A photo of a use with its bytes (null when unreadable), for the report to embed. */
export interface LoadedPhoto {
  evidence: EvidencePhoto;
  data: Buffer | null;
}

/** JSON with object keys sorted at every level and no whitespace. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Everything but the uses. */
export async function evidenceHead(deps: Deps, row: AuthRow): Promise<EvidenceHead> {
  const { db } = deps;
  const auth = toAuthorization(row, deps.now());
  const unit = await unitRows.byId(db, row.companyId);
  const application = row.applyId ? await applicationRows.byId(db, row.companyId, row.applyId) : undefined;
  const steps = application ? await applicationRows.steps(db, application.id, row.companyId) : [];
  const events = await authorizationRows.events(db, row.companyId, row.id);
  return {
    format: EVIDENCE_FORMAT,
    unit: { id: row.companyId, name: unit?.name ?? '' },
    authorization: {
      empowerNo: auth.empowerNo,
      state: auth.state,
      endReason: auth.endReason,
      deviceId: auth.deviceId,
      deviceName: auth.deviceName,
      userId: auth.userId,
      userName: auth.userName,
      departmentName: auth.departmentName,
      useCount: auth.useCount,
      usedCount: auth.usedCount,
      validFrom: auth.validFrom,
      validTo: auth.validTo,
      reason: auth.reason,
      fileType: auth.fileType,
      photographLocked: auth.photographLocked,
      grantedById: auth.grantedById,
      grantedByName: auth.grantedByName,
      grantedAt: auth.createdAt,
      activatedAt: auth.activatedAt,
      endedAt: auth.endedAt,
      auditRemark: auth.auditRemark,
    },
    application: application
      ? {
          applyNo: application.applyNo,
          applicantId: application.applicantId,
          applicantName: application.applicantName,
          deviceId: application.deviceId,
          deviceName: application.deviceName,
          fileType: application.fileType,
          copies: application.copies,
          useCount: application.useCount,
          reason: application.reason,
          templateName: application.templateName,
          state: application.state,
          outcome: application.outcome,
          submittedAt: iso(application.submittedAt),
          steps: steps.map((s) => ({
            seq: s.seq,
            approverId: s.approverId,
            approverName: s.approverName,
            result: s.result,
            comment: s.comment,
            actedAt: iso(s.actedAt),
          })),
        }
      : null,
    timeline: events.map((e) => ({ kind: e.kind, actorName: e.actorName, detail: e.detail, at: e.at.toISOString() })),
  };
}

/** How many uses are read (with their photos) at a time: the report holds one batch's photos at most. */
const BATCH = 20;

/**
 * The uses of the authorisation, oldest first: how many (with how many photos), and a generator of batches, each use
 * with its photos read from storage.
 */
export async function evidenceUses(deps: Deps, row: AuthRow) {
  const records = await useRecordRepo.ofAuthorization(deps.db, row.companyId, row.id);
  async function* batches(): AsyncGenerator<Array<{ use: EvidenceUse; photos: LoadedPhoto[] }>> {
    for (let i = 0; i < records.length; i += BATCH) {
      const batch = records.slice(i, i + BATCH);
      const byId = new Map(batch.map((r) => [r.id, r]));
      const photos = await useRecordRepo.photos(deps.db, row.companyId, [...byId.keys()]);
      // A generated photo is rendered from its record (and kept) now; then the batch's files are read at once.
      const fileIds: string[] = [];
      for (const p of photos) fileIds.push(await photoFile(deps, p, byId.get(p.useRecordId!)!));
      const files = new Map((await fileRows.byIds(deps.db, row.companyId, fileIds)).map((f) => [f.id, f]));
      const read = await Promise.all(photos.map((p, n) => loadPhoto(deps, p, files.get(fileIds[n]!))));
      const drawn = await fitPhotos(read.map((p) => p.data));
      const loaded = read.map((p, n) => ({ ...p, data: drawn[n] ?? null }));
      yield batch.map((record) => {
        const own = loaded.filter((_, n) => photos[n]!.useRecordId === record.id);
        return { use: useOf(record, own), photos: own };
      });
    }
  }
  return { count: records.length, photos: records.reduce((n, r) => n + r.photoCount, 0), batches: batches() };
}

function useOf(r: UseRow, photos: LoadedPhoto[]): EvidenceUse {
  return {
    id: r.id,
    usedAt: r.usedAt.toISOString(),
    useType: r.useType,
    deviceId: r.deviceId,
    deviceName: r.deviceName,
    userId: r.userId,
    userName: r.userName,
    departmentName: r.departmentName,
    latitude: r.latitude,
    longitude: r.longitude,
    address: r.address,
    exception: r.exception,
    exceptionKind: r.exceptionKind,
    photos: photos.map((p) => p.evidence),
  };
}

type PhotoRow = Awaited<ReturnType<typeof useRecordRepo.photos>>[number];

async function loadPhoto(deps: Deps, p: PhotoRow, file: FileRow | undefined): Promise<LoadedPhoto> {
  const base = { seq: p.seq, source: p.source, takenAt: p.takenAt.toISOString() };
  const data = file ? await deps.storage.get(file.storageKey) : null;
  if (!file || !data) return { evidence: { ...base, contentType: null, bytes: null, sha256: null }, data: null };
  return {
    evidence: { ...base, contentType: file.contentType, bytes: data.length, sha256: sha256Hex(data) },
    data,
  };
}
