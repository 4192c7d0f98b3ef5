/**
 * Policy (decision 027): the one place that answers who may do what. Services and the live-update
 * delivery ask it; no feature writes its own permission check.
 *
 * - `can(actor, action, resource)`: may this actor do this to this one thing (a row whose owner is known,
 *   or a change event about to be delivered)?
 * - `scope(actor, action, kind)`: the SQL condition every row of that kind the actor may do this to meets,
 *   for a service's reads and writes (`where(and(eq(prayers.id, id), scope(user, "write", "prayer")))`),
 *   so listing and checking share one rule. A row outside the scope is simply not found: a service answers
 *   404 for another user's row, never 403, and so does not even tell that it exists.
 * - `ownRows(actor, table)`: every row of a table that names the actor as its owner (the account's own
 *   sweeps: export, clear data).
 *
 * Each kind has one rule, giving both the check and the SQL. Today every rule is `owner`: the user a row
 * names. Groups (community spec §3, issue 17) add kinds such as `{ kind: "groupPost", groupId }` with a
 * `member` rule (read: any member, or anyone when the group is public; write: its author or the group's
 * leader) whose SQL is an `exists (select … from group_members …)`, and whose check reads the actor's
 * memberships (an `Actor` will carry them, loaded once per request or stream); their events
 * (`group.post.created { groupId, postId }`) name a group, and `audienceOf` maps them to it.
 */
import type { User } from "@common/auth";
import { type AnyColumn, eq, type SQL } from "drizzle-orm";
import {
  bibleFavorites,
  dailyWordStates,
  prayerSessions,
  prayerStrategies,
  prayers,
  pushSubscriptions,
  readingPlanProgress,
  reminderSettings,
  sessions,
  userAppearance,
  userPreferences,
  users,
  userWatchSettings,
} from "../../db/schema";
import type { ChangeEvent } from "../events";

/** Who asks: a signed-in user (later also their group memberships). */
export type Actor = Pick<User, "id">;
/** What they want to do: see it, or change or remove it. */
export type Action = "read" | "write";

/** A rule for one kind of resource: the check of one row, and the same rule as SQL over its table. */
type Rule<R> = {
  check: (actor: Actor, action: Action, resource: R) => boolean;
  where: (actor: Actor, action: Action) => SQL;
};

/** Owner only: the row names the user (`column`: its owner column, `users.id` for the account itself). */
const owner = (column: AnyColumn): Rule<{ userId: number }> => ({
  check: (actor, _action, resource) => resource.userId === actor.id,
  where: (actor) => eq(column, actor.id),
});

const rules = {
  /** The account itself and its sign-in sessions. */
  account: owner(users.id),
  session: owner(sessions.userId),
  prayer: owner(prayers.userId),
  prayerStrategy: owner(prayerStrategies.userId),
  prayerSession: owner(prayerSessions.userId),
  bibleFavorite: owner(bibleFavorites.userId),
  readingPlanProgress: owner(readingPlanProgress.userId),
  dailyWordState: owner(dailyWordStates.userId),
  preferences: owner(userPreferences.userId),
  appearance: owner(userAppearance.userId),
  watchSettings: owner(userWatchSettings.userId),
  pushSubscription: owner(pushSubscriptions.userId),
  reminderSettings: owner(reminderSettings.userId),
} satisfies Record<string, Rule<{ userId: number }>>;

/** A kind of row with a rule (and a table the rule's SQL speaks of). */
export type ResourceKind = keyof typeof rules;
/** One row of a kind, as far as the rule needs it (its owner). */
export type OwnedResource = { [K in ResourceKind]: { kind: K; userId: number } }[ResourceKind];
/** What an actor may be allowed to act on: a row, or a change event about to be delivered. */
export type Resource = OwnedResource | { kind: "event"; event: ChangeEvent };

/** What a change event is about: whoever may read that may hear the event. */
export function audienceOf(event: ChangeEvent): OwnedResource {
  switch (event.type) {
    case "prayers.changed":
      return { kind: "prayer", userId: event.userId };
    case "user.sessions.changed":
      return { kind: "session", userId: event.userId };
    case "prayer-strategies.changed":
      return { kind: "prayerStrategy", userId: event.userId };
    case "preferences.changed":
      return { kind: "preferences", userId: event.userId };
    case "push.subscriptions.changed":
      return { kind: "pushSubscription", userId: event.userId };
    case "reminders.settings.changed":
      return { kind: "reminderSettings", userId: event.userId };
  }
}

/** May `actor` do `action` to `resource`? An event may only be read, by whoever may read what it is about. */
export function can(actor: Actor, action: Action, resource: Resource): boolean {
  if (resource.kind === "event") return action === "read" && can(actor, "read", audienceOf(resource.event));
  return rules[resource.kind].check(actor, action, resource);
}

/** The SQL condition the rows of `kind` that `actor` may `action` meet; `and` it with the row's id. */
export function scope(actor: Actor, action: Action, kind: ResourceKind): SQL {
  return rules[kind].where(actor, action);
}

/** Every row of `table` whose owner is `actor` (the account's own sweeps over all its tables). */
export function ownRows(actor: Actor, table: { userId: AnyColumn }): SQL {
  return eq(table.userId, actor.id);
}
