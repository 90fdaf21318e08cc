import { randomUUID } from 'node:crypto';
import type { BuilderEvent } from '@/schemas/builder/builderEventSchema';

export type DocumentKind = 'funnel' | 'flow';

/** A document the sandbox can publish: it has its key, and maybe a version and (a funnel) its flow. */
export type PublishableDocument = { [field: string]: unknown; version?: number; flow?: { id: string } };

/** One entry of `GET /api/v1/funnels`. */
export type PublishedFunnel = { slug: string; version: number; flowId: string };

type Published = { version: number; text: string; flowId?: string };
type History = { versions: Map<number, Published>; latest: number; live: boolean };

export type DocumentStore = {
  /**
   * Publishes a document under its key as version max(its own version, last published + 1), so a
   * version number is never reused, even after an unpublish. Returns the create or update event.
   */
  publish(kind: DocumentKind, key: string, document: PublishableDocument): BuilderEvent;
  /** Unpublishes every version of a document; the delete event, or undefined when it was not published. */
  unpublish(kind: DocumentKind, key: string): BuilderEvent | undefined;
  /** A published version as served (JSON text): the newest, or the one asked for. */
  published(kind: DocumentKind, key: string, version?: number): string | undefined;
  /** Every published funnel at its newest version, by slug. */
  funnels(): PublishedFunnel[];
  /** Keeps the latest saved text of a document, valid or not, published or not. */
  saveDraft(kind: DocumentKind, key: string, text: string): void;
  removeDraft(kind: DocumentKind, key: string): void;
  draft(kind: DocumentKind, key: string): string | undefined;
};

/** The builder's memory: every published version of every document, and the marketer's drafts. */
export function createDocumentStore(): DocumentStore {
  const histories = new Map<string, History>();
  const drafts = new Map<string, string>();
  // Funnel slugs and flow ids share one namespace in the fixtures (palmistry is both), so keys carry the kind.
  const id = (kind: DocumentKind, key: string) => `${kind}:${key}`;

  function event(kind: DocumentKind, action: 'create' | 'update' | 'delete', key: string, version?: number) {
    const made: BuilderEvent = {
      id: randomUUID(),
      type: `${kind}.${action}`,
      key,
      occurredAt: new Date().toISOString(),
    };
    if (version !== undefined) made.version = version;
    return made;
  }

  return {
    publish(kind, key, document) {
      const history = histories.get(id(kind, key)) ?? { versions: new Map(), latest: 0, live: false };
      const version = Math.max(document.version ?? 1, history.latest + 1);
      const published: Published = { version, text: JSON.stringify({ ...document, version }) };
      if (document.flow) published.flowId = document.flow.id;
      const created = !history.live;
      history.versions.set(version, published);
      history.latest = version;
      history.live = true;
      histories.set(id(kind, key), history);
      return event(kind, created ? 'create' : 'update', key, version);
    },
    unpublish(kind, key) {
      const history = histories.get(id(kind, key));
      if (!history?.live) return undefined;
      history.live = false;
      return event(kind, 'delete', key);
    },
    published(kind, key, version) {
      const history = histories.get(id(kind, key));
      if (!history?.live) return undefined;
      return history.versions.get(version ?? history.latest)?.text;
    },
    funnels() {
      return [...histories.entries()]
        .filter(([name, history]) => name.startsWith('funnel:') && history.live)
        .map(([name, history]) => ({
          slug: name.slice('funnel:'.length),
          version: history.latest,
          flowId: history.versions.get(history.latest)?.flowId ?? '',
        }))
        .sort((a, b) => a.slug.localeCompare(b.slug));
    },
    saveDraft: (kind, key, text) => void drafts.set(id(kind, key), text),
    removeDraft: (kind, key) => void drafts.delete(id(kind, key)),
    draft: (kind, key) => drafts.get(id(kind, key)),
  };
}
