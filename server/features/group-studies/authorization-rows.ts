import type { PlansRow } from "../../testing/group-matrix";

/**
 * This feature's endpoints in the group plans' authorization matrix (issue 18 §5): members read studies and
 * keep their own progress; only the leader adds, changes, removes and sees each member's status (a member
 * 403); an outsider never finds a study, public group or not (404).
 */
export const ROWS: PlansRow[] = [
  {
    method: "GET",
    path: "/api/prayer-groups/{id}/studies",
    url: (w) => `/api/prayer-groups/${w.groupId}/studies`,
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
  {
    method: "POST",
    path: "/api/prayer-groups/{id}/studies",
    url: (w) => `/api/prayer-groups/${w.groupId}/studies`,
    body: () => ({ title: "Ephesians 6", description: "The armour of God", type: "bible_study", tags: ["armour"] }),
    private: [201, 403, 404],
    public: [201, 403, 404],
  },
  {
    method: "PATCH",
    path: "/api/study-materials/{studyId}",
    url: (w) => `/api/study-materials/${w.studyId}`,
    body: () => ({ title: "Psalm 91, verse by verse" }),
    private: [200, 403, 404],
    public: [200, 403, 404],
  },
  {
    method: "DELETE",
    path: "/api/study-materials/{studyId}",
    url: (w) => `/api/study-materials/${w.studyId}`,
    private: [204, 403, 404],
    public: [204, 403, 404],
  },
  {
    method: "GET",
    path: "/api/study-materials/{studyId}/progress",
    url: (w) => `/api/study-materials/${w.studyId}/progress`,
    private: [200, 403, 404],
    public: [200, 403, 404],
  },
  {
    method: "POST",
    path: "/api/study-materials/{studyId}/progress",
    url: (w) => `/api/study-materials/${w.studyId}/progress`,
    body: () => ({ status: "in_progress", notes: "Verse 1 speaks of dwelling." }),
    private: [200, 200, 404],
    public: [200, 200, 404],
  },
];
