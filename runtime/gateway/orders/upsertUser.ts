import { sql } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { users } from '@/runtime/platform/db/schema';
import type { AttributionTags } from '@/schemas/attribution/attributionTags';

export type UserFacts = {
  /** Already trimmed and lower-cased (customerEmailSchema). */
  email: string;
  name?: string;
  birthDate?: unknown;
  answers?: Record<string, unknown>;
  attribution?: AttributionTags;
};

/**
 * The user with this email, made on first sight. What is known is never replaced: anyone may name any email
 * in an order, so a later call only fills what is still missing (name, birth date, answers), and attribution
 * keeps the first touch: the first tags seen (a visit without any leaves the place free for a later one).
 */
export async function upsertUser(db: Database, facts: UserFacts): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: facts.email,
      name: facts.name ?? null,
      birthDate: facts.birthDate ?? null,
      answers: facts.answers ?? null,
      attribution: facts.attribution && Object.keys(facts.attribution).length > 0 ? facts.attribution : null,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        name: sql`coalesce(${users.name}, excluded.name)`,
        birthDate: sql`coalesce(${users.birthDate}, excluded.birth_date)`,
        answers: sql`coalesce(${users.answers}, excluded.answers)`,
        attribution: sql`coalesce(${users.attribution}, excluded.attribution)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: users.id });
  if (user === undefined) throw new Error(`no user row for ${facts.email}`);
  return user.id;
}
