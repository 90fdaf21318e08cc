/** The address parameter an email link's signed token travels in, as the mail writes it and its page reads it. */
export const LINK_TOKEN_PARAM = 't';
