import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { users } from '../platform/db/schema';

export type UserFacts = {
  /** Already trimmed and lower-cased (customerEmailSchema). */
  email: string;
  name?: string;
  birthDate?: unknown;
  answers?: Record<string, unknown>;
  attribution?: Record<string, string>;
};

/**
 * The user with this email, made on first sight. What is given replaces what was known (the latest
 * name and answers win) except attribution, which keeps the first touch; what is not given is kept.
 */
export async function upsertUser(db: Database, facts: UserFacts): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: facts.email,
      name: facts.name ?? null,
      birthDate: facts.birthDate ?? null,
      answers: facts.answers ?? null,
      attribution: facts.attribution ?? null,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        name: sql`coalesce(excluded.name, ${users.name})`,
        birthDate: sql`coalesce(excluded.birth_date, ${users.birthDate})`,
        answers: sql`coalesce(excluded.answers, ${users.answers})`,
        attribution: sql`coalesce(${users.attribution}, excluded.attribution)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: users.id });
  if (user === undefined) throw new Error(`no user row for ${facts.email}`);
  return user.id;
}
