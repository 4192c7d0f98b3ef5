export * from "./appearance";
export * from "./auth";
export * from "./watches";
