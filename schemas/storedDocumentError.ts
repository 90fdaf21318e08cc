/**
 * A stored funnel or flow document that this runtime cannot read: a newer contract than it knows, or a
 * document that never passed validation. Raised instead of serving it, with the field at fault.
 */
export class StoredDocumentError extends Error {
  readonly pointer: string;
  readonly reason: string;

  constructor(document: string, pointer: string, reason: string) {
    super(`The stored ${document} cannot be read: ${pointer || '/'} ${reason}`);
    this.name = 'StoredDocumentError';
    this.pointer = pointer;
    this.reason = reason;
  }
}
