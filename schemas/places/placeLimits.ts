// Without zod: the browser's answer rules read these, and zod stays off the flow runtime's code (issue 29).

/** The longest search text, after trimming: longer than any city's name, short enough to refuse a pasted essay. */
export const PLACE_QUERY_MAX_LENGTH = 80;
/** How many places an answer holds unless the request asks for another number. */
export const DEFAULT_PLACE_LIMIT = 8;
/** The most places one answer may hold: a type-ahead list, never a dump of the dataset. */
export const MAX_PLACE_LIMIT = 20;
/** The language of country names when the request names none. */
export const DEFAULT_PLACE_LOCALE = 'en';

/** An ISO 3166-1 alpha-2 country code. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;
