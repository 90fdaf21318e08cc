/**
 * The ad networks the server tells of sales itself (docs/decisions/0035): Facebook's Conversions API and TikTok's
 * Events API, named as the funnel's pixel platforms are (their pixel ids are where each sale is sent).
 */
export const AD_NETWORKS = ['facebook', 'tikTok'] as const;
export type AdNetwork = (typeof AD_NETWORKS)[number];

/** A server send's life: waiting (first try or a retry), heard by the network, or given up on. */
export const CONVERSION_SEND_STATUSES = ['pending', 'sent', 'failed'] as const;
export type ConversionSendStatus = (typeof CONVERSION_SEND_STATUSES)[number];
