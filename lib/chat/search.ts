import "server-only";
import type { UserType } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { searchPeople, type PersonHit } from "@/lib/people/search";
import { requireChatter } from "./access";

/** search-users?role&name: people of one account type by name (the directories' search), never oneself. */
export async function searchChatUsers(actor: Actor | null, input: { role: UserType; name: string }): Promise<{ users: PersonHit[]; message: string }> {
  const me = requireChatter(actor);
  const users = await searchPeople({ role: input.role, name: input.name, excludeUserId: me.id });
  return { users, message: users.length ? `${users.length} matching users` : "No matching users" };
}
