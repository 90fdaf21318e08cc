import type { BuilderClient, BuilderResult } from './builderClient';
import { readDocumentFiles } from './readDocumentFiles';
import type { DefinitionKind } from './validateDefinition';

/** A field of a document that may be anything. */
function field(document: unknown, name: string): unknown {
  return typeof document === 'object' && document !== null ? (document as Record<string, unknown>)[name] : undefined;
}

const notFound = (what: string): BuilderResult => ({
  ok: false,
  reason: 'not-found',
  detail: `no ${what} in fixtures`,
});

/**
 * The fixture folder read as the builder would be (the embedded default): every file is published and
 * is also its own draft. Files are read at each call, so an edited fixture is what the next read sees.
 */
export function fixtureSource(dir: string): BuilderClient {
  const documents = (kind: DefinitionKind) => readDocumentFiles([dir]).documents.filter((d) => d.kind === kind);
  const funnel = async (slug: string): Promise<BuilderResult> => {
    const found = documents('funnel').find((d) => field(d.document, 'slug') === slug);
    return found ? { ok: true, body: found.document } : notFound(`funnel ${slug}`);
  };
  const flow = async (id: string, version?: number): Promise<BuilderResult> => {
    const versions = documents('flow')
      .filter((d) => field(d.document, 'id') === id)
      .sort((a, b) => Number(field(b.document, 'version')) - Number(field(a.document, 'version')));
    const found = version === undefined ? versions[0] : versions.find((d) => field(d.document, 'version') === version);
    return found ? { ok: true, body: found.document } : notFound(`flow ${id}${version ? ` version ${version}` : ''}`);
  };
  return {
    listFunnels: async () => ({
      ok: true,
      body: {
        funnels: documents('funnel').map(({ document }) => ({
          slug: field(document, 'slug'),
          version: field(document, 'version'),
          flowId: field(field(document, 'flow'), 'id'),
        })),
      },
    }),
    funnel,
    flow,
    draftFunnel: funnel,
    draftFlow: (id) => flow(id),
    // Files have no health to track.
    heardFrom: () => {},
  };
}
