/** The versions a visit runs: the funnel's, and the flow's it runs. */
type Versions = { funnelVersion: number; flowId: string; flowVersion: number };

/**
 * The versions a funnel path (a slug or an alias, without its slash) serves now; with a running experiment, the flow
 * each of its variants runs (their visitors' pages are the variant's).
 */
export type ServedVersions = ReadonlyMap<
  string,
  Versions & {
    /** The funnel's languages, its first the one its own pages are in (requestedLocale picks among them). */
    locales: readonly string[];
    experiment?: { id: string; variants: Readonly<Record<string, Pick<Versions, 'flowId' | 'flowVersion'>>> };
  }
>;

const holder = globalThis as typeof globalThis & { __servedVersions?: ServedVersions };

/**
 * What each funnel path serves now, as this instance last read it, for the app's proxy: it decides before any
 * page renders whether a visitor's pin needs the pinned page, and which variant's pages a visitor in an experiment
 * gets. It is shared through the process (the proxy is bundled apart from the pages, but runs in the same process
 * under the app's entry and `next dev`), and it imports nothing, so the proxy carries no database code. Unknown until
 * first read.
 */
export const servedVersions = {
  now: (): ServedVersions | undefined => holder.__servedVersions,
  /** Replaces the whole map at once, so a reader never sees half of a change; `undefined` when it is not known. */
  replace(versions: ServedVersions | undefined): void {
    holder.__servedVersions = versions;
  },
};
