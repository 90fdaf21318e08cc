import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { developerIndex } from '@/runtime/definitions/developerIndex';
import { appDatabase } from '@/runtime/platform/db/appDatabase';
import { developerRoutes } from '@/runtime/platform/developerRoutes';

export const dynamic = 'force-dynamic';
/** Titled only where it is served: elsewhere the not-found page says nothing of what a developer would see. */
export function generateMetadata(): Metadata {
  return developerRoutes() ? { title: 'Published funnels' } : {};
}

/** The developer's index: every published funnel with a link, and the latest refused changes; developer servers only. */
export default async function DeveloperIndex() {
  if (!developerRoutes()) notFound();
  const { funnels, refused } = await developerIndex((await appDatabase()).db);
  return (
    <div className="index">
      <main>
        <h1>Published funnels</h1>
        <p className="subtitle">{funnels.length} funnels published. Each link opens the funnel's first step.</p>
        <table>
          <thead>
            <tr>
              <th scope="col">Funnel</th>
              <th scope="col">Theme</th>
              <th scope="col">Locales</th>
              <th scope="col">Flow</th>
              <th scope="col">Stored versions</th>
            </tr>
          </thead>
          <tbody>
            {funnels.map(({ funnel, flow, storedVersions }) => (
              <tr key={funnel.slug}>
                <td>
                  {funnel.status === 'active' ? (
                    <Link href={`/${funnel.slug}`}>/{funnel.slug}</Link>
                  ) : (
                    <span title="not active: shown only in the draft preview">/{funnel.slug} (not active)</span>
                  )}
                  {funnel.aliases?.map((alias) => (
                    <span key={alias}>
                      {' '}
                      <Link href={`/${alias}`}>/{alias}</Link>
                    </span>
                  ))}
                  <br />
                  {funnel.name}
                </td>
                <td>{funnel.theme}</td>
                <td>{funnel.locales.join(', ')}</td>
                <td>
                  {flow
                    ? `${flow.id} v${flow.version}, ${flow.steps.length} steps`
                    : `${funnel.flow.id}: not published`}
                </td>
                <td>{storedVersions.map((v) => `v${v}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {refused.length > 0 && (
          <>
            <h2>Refused changes</h2>
            <ul>
              {refused.map((event) => (
                <li key={event.id}>
                  {event.type} {event.key}:{' '}
                  {event.problems
                    ?.flatMap((p) => p.errors.map((e) => `${p.document} ${e.pointer || '/'} ${e.message}`))
                    .join('; ') ?? 'its details do not read'}
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </div>
  );
}
