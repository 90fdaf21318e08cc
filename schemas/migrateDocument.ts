import { z } from 'zod';
import { CURRENT_CONTRACT } from './contractSchema';
import { isRecord } from './isRecord';

export type DocumentKind = 'funnel' | 'flow';
/** Why a document's contract cannot be read: a pointer, the rule and a sentence, as a definition error has them. */
export type ContractRefusal = { pointer: '/contract'; rule: 'contract'; message: string };
/** A document brought to the current contract (its shape still unchecked), or the reason it cannot be. */
export type MigratedDocument = { ok: true; document: unknown } | { ok: false; error: ContractRefusal };

/** Contract 1 is every document written before documents named their contract. */
const UNNAMED_CONTRACT = 1;

type Migration = (document: Readonly<Record<string, unknown>>, kind: DocumentKind) => Record<string, unknown>;

/**
 * The migrations between contracts, in order: the first takes a contract-1 document to contract 2, the next
 * would take contract 2 to 3. Each names the contract it makes, not the current one, so it stays true.
 */
const MIGRATIONS: readonly Migration[] = [
  // Contract 2 added the field itself; nothing was renamed, moved or dropped since contract 1.
  (document) => ({ ...document, contract: 2 }),
];

const contractFieldSchema = z.int().min(UNNAMED_CONTRACT).optional();

function refused(message: string): MigratedDocument {
  return { ok: false, error: { pointer: '/contract', rule: 'contract', message } };
}

/**
 * Brings a funnel or flow document of any contract this runtime knows to the current one, one contract at a
 * time, without changing the document given; a document of the current contract comes back as it is. One of a
 * newer contract (written for a runtime newer than this one) is refused. Pure: the shape is left for the
 * validators to check, and something that is not an object comes back unchanged for them to refuse.
 */
export function migrateDocument(kind: DocumentKind, document: unknown): MigratedDocument {
  if (!isRecord(document)) return { ok: true, document };
  const field = contractFieldSchema.safeParse(document.contract);
  if (!field.success) return refused(`must be a whole number, ${UNNAMED_CONTRACT} or more: the contract it follows`);
  const contract = field.data ?? UNNAMED_CONTRACT;
  if (contract > CURRENT_CONTRACT)
    return refused(
      `is ${contract}, newer than this runtime reads (contracts ${UNNAMED_CONTRACT} to ${CURRENT_CONTRACT}): update the runtime first`,
    );
  const migrations = MIGRATIONS.slice(contract - UNNAMED_CONTRACT);
  return { ok: true, document: migrations.reduce<Readonly<Record<string, unknown>>>((d, m) => m(d, kind), document) };
}
