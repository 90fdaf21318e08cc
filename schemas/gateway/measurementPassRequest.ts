import { z } from 'zod';

/**
 * What a measurement pass lets a page send (docs/decisions/0041): a followed visit's moments (its subject the visit
 * id), counts without consent (its subject a random id of the page, so each moment of a page counts once), or an
 * experiment's exposure (its subject the visitor id).
 */
export const MEASUREMENT_PASS_PURPOSES = ['moments', 'counts', 'exposure'] as const;
export type MeasurementPassPurpose = (typeof MEASUREMENT_PASS_PURPOSES)[number];

/**
 * The body of POST /api/v1/visits/passes: a page of a published funnel asks for the pass its measurement requests
 * carry. Moments and an exposure name their subject (the visit's or the visitor's id, made by the page); counts name
 * none, and the gateway makes the page's id.
 */
export const measurementPassRequestSchema = z.discriminatedUnion('purpose', [
  z.strictObject({ funnel: z.string().min(1).max(200), purpose: z.literal('moments'), subject: z.uuid() }),
  z.strictObject({ funnel: z.string().min(1).max(200), purpose: z.literal('exposure'), subject: z.uuid() }),
  z.strictObject({ funnel: z.string().min(1).max(200), purpose: z.literal('counts') }),
]);
export type MeasurementPassRequest = z.infer<typeof measurementPassRequestSchema>;

/** The answer: the pass, and when it stops being good (epoch milliseconds), so the page asks again before. */
export const measurementPassAnswerSchema = z.strictObject({ pass: z.string().min(1), expiresAt: z.number().int() });
export type MeasurementPassAnswer = z.infer<typeof measurementPassAnswerSchema>;

/** A pass as a measurement request carries it; absent from an older page's request (refused, and counted so). */
export const carriedPassSchema = z.string().min(1).max(512).optional();
