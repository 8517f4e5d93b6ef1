/** A query result the content check guarantees: fails loudly, naming the file, if it is absent. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
