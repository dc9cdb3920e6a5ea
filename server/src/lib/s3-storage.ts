import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { resultCodes } from '../../../contract';
import { AppError } from './app-error';
import {
  checkedKey,
  type DirectTransfer,
  type FileStorage,
  type ObjectPromise,
  type PresignedPut,
} from './file-storage';

/** Where the bucket is and how to reach it (config.ts reads it from S3_* settings). */
export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`http://host/bucket/key`), as local S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Longest wait for one request to the bucket before it counts as unreachable (default 30 s). */
  timeoutMs?: number;
  /** putStream's part size: what it holds in memory at most (default 8 MiB; S3 wants at least 5 MiB). */
  partBytes?: number;
}

/**
 * The bucket did not answer or refused. The user reads that storage cannot be reached; the log (and the message) name
 * the bucket, the call and the reason, never the credentials.
 */
export class StorageUnavailableError extends AppError {
  constructor(bucket: string, action: string, cause: unknown) {
    super(resultCodes.internal, 'e.storageUnavailable');
    const reason = cause instanceof Error ? cause.name + ': ' + cause.message : String(cause);
    this.message = `object storage bucket '${bucket}' unavailable (${action}): ${reason}`;
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}

/** The origin of the bucket's URLs: the endpoint's with path-style, the bucket's own host otherwise (as on AWS). */
export function bucketOrigin(settings: Pick<S3Settings, 'endpoint' | 'region' | 'bucket' | 'forcePathStyle'>): string {
  if (!settings.endpoint) return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const url = new URL(settings.endpoint);
  return settings.forcePathStyle ? url.origin : `${url.protocol}//${settings.bucket}.${url.host}`;
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Objects in one S3-compatible bucket, one object per key. Checksums only when the call requires them and path-style
 * addressing on request (DESIGN section 10: S3-compatible servers refuse the SDK's default checksums).
 */
export class S3Storage implements FileStorage {
  readonly name = 's3';
  readonly direct: DirectTransfer;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly partBytes: number;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.partBytes = settings.partBytes ?? 8 * 1024 * 1024;
    const timeout = settings.timeoutMs ?? 30_000;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable bucket fails within the time-out instead of hanging a request; two attempts at most.
      maxAttempts: 2,
      requestHandler: {
        connectionTimeout: Math.min(timeout, 5_000),
        requestTimeout: timeout,
        throwOnRequestTimeout: true,
      },
    });
    this.direct = {
      origin: bucketOrigin(settings),
      presignPut: (key, object) => this.presignPut(key, object),
      presignGet: (key, response) => this.presignGet(key, response),
      stat: (key) => this.stat(key),
      readStart: (key, bytes) => this.read(key, `bytes=0-${bytes - 1}`),
    };
  }

  /** Sends one command; failures other than a missing object become a StorageUnavailableError. */
  private async send<T>(action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isMissing(error)) throw error;
      throw new StorageUnavailableError(this.bucket, action, error);
    }
  }

  async ping(): Promise<void> {
    await this.send('HeadBucket', () => this.client.send(new HeadBucketCommand({ Bucket: this.bucket })));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const Key = checkedKey(key);
    await this.send('PutObject', () =>
      this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: data, ContentLength: data.length })),
    );
  }

  /**
   * Stores a stream holding at most one part in memory: what fits in one part is one PutObject, anything longer a
   * multipart upload (aborted when the stream or the bucket fails, so no parts are left behind where S3 allows it).
   */
  async putStream(key: string, data: NodeJS.ReadableStream): Promise<number> {
    const Key = checkedKey(key);
    const parts: CompletedPart[] = [];
    let uploadId: string | undefined;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    const sendPart = async (body: Buffer) => {
      uploadId ??= (
        await this.send('CreateMultipartUpload', () =>
          this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key })),
        )
      ).UploadId;
      const PartNumber = parts.length + 1;
      const { ETag } = await this.send('UploadPart', () =>
        this.client.send(
          new UploadPartCommand({
            Bucket: this.bucket,
            Key,
            UploadId: uploadId,
            PartNumber,
            Body: body,
            ContentLength: body.length,
          }),
        ),
      );
      parts.push({ ETag, PartNumber });
    };
    try {
      for await (const chunk of data) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        pending.push(bytes);
        pendingBytes += bytes.length;
        size += bytes.length;
        if (pendingBytes >= this.partBytes) {
          const whole = Buffer.concat(pending);
          pending = [whole.subarray(this.partBytes)];
          pendingBytes = pending[0]!.length;
          await sendPart(whole.subarray(0, this.partBytes));
        }
      }
      const rest = Buffer.concat(pending);
      if (!uploadId) {
        await this.put(Key, rest);
        return size;
      }
      if (rest.length > 0) await sendPart(rest);
      await this.send('CompleteMultipartUpload', () =>
        this.client.send(
          new CompleteMultipartUploadCommand({
            Bucket: this.bucket,
            Key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        ),
      );
      return size;
    } catch (error) {
      if (uploadId) {
        // Not every S3-compatible server knows the call (s3rver does not): its parts then wait for a lifecycle rule.
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    return this.read(checkedKey(key), undefined);
  }

  private async read(key: string, range: string | undefined): Promise<Buffer | null> {
    const Key = checkedKey(key);
    try {
      return await this.send('GetObject', async () => {
        const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key, Range: range }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      });
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = checkedKey(key);
    await this.send('DeleteObject', () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key })));
  }

  private async stat(key: string): Promise<ObjectPromise | null> {
    const Key = checkedKey(key);
    try {
      const head = await this.send('HeadObject', () =>
        this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key })),
      );
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Content type and length are signed headers: a PUT of another type or size does not match the signature. */
  private async presignPut(
    key: string,
    object: ObjectPromise & { expiresInSeconds: number; signedAt: Date },
  ): Promise<PresignedPut> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: checkedKey(key),
      ContentType: object.contentType,
      ContentLength: object.size,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: object.expiresInSeconds,
      signingDate: object.signedAt,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, headers: { 'content-type': object.contentType } };
  }

  private presignGet(
    key: string,
    response: { expiresInSeconds: number; signedAt: Date; contentType: string; contentDisposition: string },
  ): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkedKey(key),
      ResponseContentType: response.contentType,
      ResponseContentDisposition: response.contentDisposition,
    });
    return getSignedUrl(this.client, command, { expiresIn: response.expiresInSeconds, signingDate: response.signedAt });
  }
}
