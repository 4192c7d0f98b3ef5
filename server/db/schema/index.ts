export * from "./appearance";
export * from "./auth";
export * from "./bible";
export * from "./daily-word";
export * from "./prayer-sessions";
export * from "./prayers";
export * from "./preferences";
export * from "./watches";
