/** Half of a UTF-16 surrogate pair standing alone (`\ud800`): JSON may carry it as an escape, but it is no character. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether `text` may be stored: it holds neither the NUL character (`\u0000`), which PostgreSQL stores in neither
 * text nor jsonb, nor a lone surrogate, which PostgreSQL refuses too. Input holding either is refused as the bad
 * input it is (a 400, a cookie treated as tampered), never left to fail in the database (a 500).
 */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);
