/** A LIKE pattern matching the text literally anywhere (%, _ and \ escaped). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
