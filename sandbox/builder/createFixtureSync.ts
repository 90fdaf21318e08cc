import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { BuilderEvent } from '@/schemas/builder/builderEventSchema';
import type { DocumentKind, DocumentStore } from './createDocumentStore';
import { readPublishable } from './readPublishable';

/** The fixtures layout: `<folder>/funnel.json` and `<folder>/flow.json`. */
const KIND_OF_NAME: Record<string, DocumentKind> = { 'funnel.json': 'funnel', 'flow.json': 'flow' };

/** Every document file under the folder, with its text; a file gone between listing and reading is skipped. */
function readDocumentTexts(dir: string): Map<string, string> {
  const texts = new Map<string, string>();
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && Object.hasOwn(KIND_OF_NAME, entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    try {
      texts.set(file, readFileSync(file, 'utf8'));
    } catch {
      // Removed meanwhile: the next sync sees it gone.
    }
  }
  return texts;
}

type Known = { text: string; kind: DocumentKind; key: string };

/**
 * Brings the store in line with the fixtures folder, as a marketer saving in the builder would: a changed
 * or new file is published (or only kept as a draft when it cannot be, with one line saying why), a
 * removed file is unpublished. Returns the change events, in order. The first sync publishes every
 * document at the version written in its file.
 */
export function createFixtureSync(options: {
  dir: string;
  store: DocumentStore;
  log: (line: string) => void;
}): () => BuilderEvent[] {
  const { dir, store, log } = options;
  const known = new Map<string, Known>();

  function forget(file: string, { kind, key }: Known, events: BuilderEvent[]) {
    const event = store.unpublish(kind, key);
    if (event) events.push(event);
    store.removeDraft(kind, key);
    known.delete(file);
  }

  return function sync() {
    const events: BuilderEvent[] = [];
    const texts = readDocumentTexts(dir);
    for (const [file, previous] of known) if (!texts.has(file)) forget(file, previous, events);
    for (const [file, text] of texts) {
      const previous = known.get(file);
      if (previous?.text === text) continue;
      const kind = KIND_OF_NAME[basename(file)] as DocumentKind;
      const read = readPublishable(kind, text);
      // An unreadable file keeps the key it had; a new one is known by its folder's name, as fixtures are.
      const key = read.ok ? read.key : (previous?.key ?? basename(dirname(file)));
      if (previous && previous.key !== key) forget(file, previous, events);
      known.set(file, { text, kind, key });
      store.saveDraft(kind, key, text);
      if (read.ok) events.push(store.publish(kind, key, read.document));
      else log(`builder sandbox: ${relative(dir, file)} ${read.problem}; kept as the ${kind} draft, not published`);
    }
    return events;
  };
}
