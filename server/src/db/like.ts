/** A LIKE/ILIKE pattern matching `text` literally anywhere (its %, _ and \ escaped). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
