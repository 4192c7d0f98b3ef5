export { GroupRoster, type GroupRosterProps } from "./group-roster";
export { GroupRosterPage } from "./group-roster-page";
