export {
  type Clock,
  defineJob,
  type EnqueueOptions,
  type JobContext,
  type JobDefinition,
  JobRunner,
  type JobRunnerOptions,
  type RunSummary,
  systemClock,
} from "./job-runner";
export { type JobsPluginOptions, jobsPlugin } from "./jobs.plugin";
export { nextOccurrence, type Recurrence } from "./recurrence";
