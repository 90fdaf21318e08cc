/** The most languages read from one header: a browser sends a handful; a longer list is not a browser's. */
const MAX_LANGUAGES = 20;

/**
 * The languages an `Accept-Language` header asks for, most wanted first (by their `q` weight, then their order);
 * those weighted 0, and the wildcard, are left out. A header that is not one gives none.
 */
export function preferredLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, MAX_LANGUAGES)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => weight > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
