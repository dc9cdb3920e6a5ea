/** The file part of a multipart call as http/route.ts hands it to a service: read into memory (at most 10 MB). */
export interface UploadedPart {
  filename: string;
  /** What the client declared; services trust only the bytes. */
  mimetype: string;
  data: Buffer;
}
