/**
 * A LIKE/ILIKE pattern matching `text` literally anywhere (its %, _ and \ escaped). The older modules keep a private
 * copy of this function each; new code imports this one.
 */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
