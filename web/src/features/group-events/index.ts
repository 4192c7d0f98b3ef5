export { GroupSchedule, type GroupScheduleProps } from "./components/group-schedule";
