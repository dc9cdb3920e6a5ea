/** The extension of a copy's file name by its content type: a copy keeps its original's type. */
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

export function copyExtension(contentType: string): string {
  return EXTENSIONS[contentType] ?? 'bin';
}
