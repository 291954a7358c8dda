/**
 * What to read next: the other items of the same group first, then the rest, each part in
 * the order given (a collection's own order: newest, most viewed...). Empty for an unknown slug.
 */
export function relatedItems<T extends { slug: string }>(
  items: readonly T[],
  slug: string,
  groupOf: (item: T) => string,
  count = 3,
): T[] {
  const current = items.find((item) => item.slug === slug);
  if (!current) return [];
  const others = items.filter((item) => item !== current);
  const group = groupOf(current);
  const sameGroup = others.filter((item) => groupOf(item) === group);
  const rest = others.filter((item) => groupOf(item) !== group);
  return [...sameGroup, ...rest].slice(0, count);
}
