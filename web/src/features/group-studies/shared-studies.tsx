import { STUDY_STATUS_LABELS, type StudyMaterial, type StudyStatus } from "@common/group-studies";
import { useQuery } from "@tanstack/react-query";
import { LibraryIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { GroupLoadError, GroupUnavailable } from "@/components/group-page-states";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, errorMessage } from "@/lib/api-client";
import { studiesGroupQuery, studiesQuery } from "./api";
import { StudyDetailDialog } from "./study-detail-dialog";
import { StudyFormDialog } from "./study-form-dialog";
import { StudyCard } from "./study-parts";

export type StudyFilter = "all" | StudyStatus;

const FILTERS: { value: StudyFilter; label: string }[] = [
  { value: "all", label: "All Studies" },
  { value: "not_started", label: STUDY_STATUS_LABELS.not_started },
  { value: "in_progress", label: STUDY_STATUS_LABELS.in_progress },
  { value: "completed", label: STUDY_STATUS_LABELS.completed },
];

/** The studies the filter keeps, by the viewer's own progress. */
export function filterStudies(studies: StudyMaterial[], filter: StudyFilter): StudyMaterial[] {
  return filter === "all" ? studies : studies.filter((study) => study.myProgress.status === filter);
}

export interface SharedStudiesProps {
  groupId: number;
  /** Where to go when the group cannot be shown: the Groups tab. */
  links: { myGroups: string };
}

const HEADING_ID = "shared-studies-heading";

/**
 * Shared Studies (community spec §2, §4, §5, §8, §9; issue 18 §2): the group's study materials as cards,
 * filtered by the viewer's own progress, each opening its detail dialog. The leader adds, edits and removes
 * studies and sees how far the group has come; every member keeps their own progress and notes.
 */
export function SharedStudies({ groupId, links }: SharedStudiesProps) {
  const group = useQuery(studiesGroupQuery(groupId));
  const member = group.data?.myRole != null;
  const studies = useQuery(studiesQuery(groupId, member));
  const [filter, setFilter] = useState<StudyFilter>("all");
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<StudyMaterial | null>(null);

  if (group.isPending || (member && studies.isPending)) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner /> Loading studies...
      </p>
    );
  }
  if (group.isError) {
    return group.error instanceof ApiError && group.error.status === 404 ? (
      <GroupUnavailable
        title="This group is private or no longer exists"
        text="Only its members can see a private group's studies."
        links={links}
      />
    ) : (
      <GroupLoadError
        message={errorMessage(group.error, "The group could not be loaded.")}
        retry={() => group.refetch()}
      />
    );
  }
  if (!member) {
    return (
      <GroupUnavailable
        title="Shared studies are for members"
        text="Join the group to read its studies and keep your own progress."
        links={links}
      />
    );
  }
  if (studies.isError) {
    return (
      <GroupLoadError
        message={errorMessage(studies.error, "The studies could not be loaded.")}
        retry={() => studies.refetch()}
      />
    );
  }

  const isLeader = group.data.myRole === "leader";
  const all = studies.data ?? [];
  const shown = filterStudies(all, filter);
  const open = openId === null ? undefined : all.find((study) => study.id === openId);

  return (
    <section aria-labelledby={HEADING_ID} className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} className="text-xl font-semibold">
          Study Materials <span className="text-base font-normal text-muted-foreground">({all.length})</span>
        </h2>
        {isLeader ? (
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" /> Add Study
          </Button>
        ) : null}
      </div>

      {all.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card/70 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/12 text-primary">
            <LibraryIcon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold">No study materials yet</h3>
          {isLeader ? (
            <>
              <p className="text-muted-foreground">Add Bible studies, devotionals, or resources for your group.</p>
              <Button onClick={() => setAdding(true)}>Add First Study</Button>
            </>
          ) : (
            <p className="text-muted-foreground">Your group leader hasn't added any study materials yet.</p>
          )}
        </div>
      ) : (
        <>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filter by your progress</legend>
            {FILTERS.map((option) => (
              <Button
                key={option.value}
                type="button"
                size="sm"
                variant={filter === option.value ? "default" : "outline"}
                aria-pressed={filter === option.value}
                onClick={() => setFilter(option.value)}
              >
                {option.label}
              </Button>
            ))}
          </fieldset>
          {shown.length === 0 ? (
            <p role="status" className="rounded-xl border border-dashed border-input px-6 py-10 text-center">
              No studies match “{FILTERS.find((option) => option.value === filter)?.label}”.
            </p>
          ) : (
            <ul aria-label="Study materials" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((study) => (
                <li key={study.id}>
                  <StudyCard study={study} isLeader={isLeader} onOpen={() => setOpenId(study.id)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {open ? (
        <StudyDetailDialog
          key={open.id}
          groupId={groupId}
          study={open}
          isLeader={isLeader}
          onOpenChange={(next) => {
            if (!next) setOpenId(null);
          }}
          onEdit={() => {
            setEditing(open);
            setOpenId(null);
          }}
        />
      ) : null}
      {isLeader ? <StudyFormDialog groupId={groupId} open={adding} onOpenChange={setAdding} /> : null}
      {isLeader && editing ? (
        <StudyFormDialog
          key={`${editing.id}-${editing.updatedAt}`}
          groupId={groupId}
          open
          editing={editing}
          onOpenChange={(next) => {
            if (!next) setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}
