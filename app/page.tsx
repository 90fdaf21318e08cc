import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { appCatalog } from '../runtime/definitions/appCatalog.server';
import { listDefinitionVersions } from '../runtime/definitions/definitionVersions';
import { appDatabase } from '../runtime/platform/db/appDatabase';
import { serverEnv } from '../runtime/platform/env.server';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Fixture funnels' };

/** The developer's index: every fixture funnel with a link, outside production only. */
export default async function DeveloperIndex() {
  if (serverEnv().APP_ENV !== 'dev') notFound();
  const { funnels, refused } = appCatalog();
  const { db } = await appDatabase();
  const stored = await Promise.all(
    funnels.map(async (d) => (await listDefinitionVersions(db, 'funnel', d.funnel.slug)).map((v) => v.version)),
  );
  return (
    <div className="index">
      <main>
        <h1>Fixture funnels</h1>
        <p className="subtitle">
          {funnels.length} funnels served from the fixtures. Each link opens the funnel's first step.
        </p>
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
            {funnels.map(({ funnel, flow }, i) => (
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
                  {flow.id} v{flow.version}, {flow.steps.length} steps
                </td>
                <td>{stored[i]?.map((v) => `v${v}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {refused.length > 0 && (
          <>
            <h2>Refused documents</h2>
            <ul>
              {refused.map((r) => (
                <li key={r.name}>
                  {r.name}: {r.errors.map((e) => `${e.pointer || '/'} ${e.message}`).join('; ')}
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </div>
  );
}
