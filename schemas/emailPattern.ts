/**
 * docs/validation.md#email: a local part, an @ sign, and a domain whose top-level domain has 2 or more letters, or an
 * IP literal in brackets. One pattern for the browser (answer rules) and the server (the gateway's
 * customer emails), so an address the funnel accepts is never refused at checkout, and the reverse.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
