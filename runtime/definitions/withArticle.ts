/** A step kind with its article, for sentences: "an email", "a gender". */
export function withArticle(kind: string): string {
  return `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;
}
