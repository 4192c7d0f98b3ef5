import { type DiscoverGroupsQuery, GROUP_LIMITS, type GroupSummary } from "@common/groups";
import { WATCHES } from "@common/watches";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { EyeIcon, PlusIcon, SearchIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { discoverGroupsQuery } from "../api/groups-api";
import { useGroupsEnvironment } from "../groups-context";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { CreateGroupDialog } from "./create-group-dialog";
import { GroupCard } from "./group-card";
import { GroupDetailDialog } from "./group-detail-dialog";
import { InviteButton } from "./invite-button";
import { JoinGroupButton } from "./join-group-button";

/** `/community`: public prayer groups to discover by watch, tag and name, with Join. */
export function CommunityScreen() {
  const { userId } = useGroupsEnvironment();
  const [watch, setWatch] = useState("");
  const [tag, setTag] = useState("");
  const [name, setName] = useState("");
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<number | null>(null);
  const typed = { tag: useDebouncedValue(tag.trim()), q: useDebouncedValue(name.trim()) };
  const query: DiscoverGroupsQuery = {
    ...(watch ? { watch: Number(watch) } : {}),
    ...(typed.tag ? { tag: typed.tag } : {}),
    ...(typed.q ? { q: typed.q } : {}),
  };
  const groups = useQuery({ ...discoverGroupsQuery(query, userId !== null), placeholderData: keepPreviousData });

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="discover-filters-heading"
        className="grid gap-4 rounded-xl border border-border bg-card p-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="discover-filters-heading" className="flex items-center gap-2 text-lg font-semibold">
            <SearchIcon className="size-5 text-primary" aria-hidden="true" /> Find a Prayer Group
          </h2>
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" /> Create Group
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField label="Watch">
            {(control) => (
              <NativeSelect {...control} value={watch} onChange={(event) => setWatch(event.target.value)}>
                <option value="">All watches</option>
                {WATCHES.map((item) => (
                  <option key={item.number} value={item.number}>
                    {item.name} ({item.timeRange})
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Tag">
            {(control) => (
              <Input
                {...control}
                type="search"
                value={tag}
                maxLength={GROUP_LIMITS.tagMax}
                onChange={(event) => setTag(event.target.value)}
                placeholder="e.g. healing"
              />
            )}
          </FormField>
          <FormField label="Name">
            {(control) => (
              <Input
                {...control}
                type="search"
                value={name}
                maxLength={GROUP_LIMITS.nameMax}
                onChange={(event) => setName(event.target.value)}
                placeholder="Search groups"
              />
            )}
          </FormField>
        </div>
      </section>

      <section aria-labelledby="discover-results-heading" aria-busy={groups.isFetching} className="grid gap-4">
        <h2 id="discover-results-heading" className="sr-only">
          Prayer groups
        </h2>
        {groups.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner /> Loading prayer groups...
          </p>
        ) : groups.isError ? (
          <div
            role="alert"
            className="grid justify-items-start gap-2 rounded-xl border border-destructive/40 p-4 text-sm"
          >
            <p>Prayer groups could not be loaded.</p>
            <Button size="sm" variant="outline" onClick={() => void groups.refetch()}>
              Try again
            </Button>
          </div>
        ) : groups.data.length === 0 ? (
          <div className="rounded-xl border border-dashed border-input bg-card/70 px-6 py-10 text-center">
            <p className="font-medium">No prayer groups match</p>
            <p className="mt-1 text-sm text-muted-foreground">Try another watch, tag or name, or create a group.</p>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" role="status">
              {groups.data.length === 1 ? "1 group" : `${groups.data.length} groups`}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {groups.data.map((group) => (
                <li key={group.id} className="grid">
                  <GroupCard
                    group={group}
                    actions={<DiscoverActions group={group} onOpen={() => setDetails(group.id)} />}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <CreateGroupDialog
        open={creating}
        onOpenChange={setCreating}
        userId={userId}
        defaultWatch={watch ? Number(watch) : null}
      />
      {details !== null ? (
        <GroupDetailDialog groupId={details} open onOpenChange={(open) => !open && setDetails(null)} />
      ) : null}
    </div>
  );
}

export function DiscoverActions({ group, onOpen }: { group: GroupSummary; onOpen: () => void }) {
  return (
    <>
      <JoinGroupButton group={group} />
      {group.myRole !== null ? <InviteButton group={group} /> : null}
      <Button size="sm" variant="ghost" onClick={onOpen} aria-label={`Open ${group.name}`}>
        <EyeIcon aria-hidden="true" /> {group.myRole !== null ? "Open" : "Details"}
      </Button>
    </>
  );
}
