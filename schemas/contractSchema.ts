import { z } from 'zod';

/**
 * The contract funnel and flow documents follow now. Raised by a change that a document written for the
 * previous contract would break under, together with the migration from that one (migrateDocument), since
 * visitors pinned to a version keep being served its stored document.
 */
export const CURRENT_CONTRACT = 2;

/** The `contract` field of a document of the current contract. */
export const contractSchema = z.literal(CURRENT_CONTRACT).meta({
  type: 'integer',
  description:
    'The contract version the document follows. A document without it is read as contract 1 and migrated; a newer contract than the runtime reads is refused',
});
