export * from "./appearance";
export * from "./auth";
export * from "./bible";
export * from "./daily-word";
export * from "./prayers";
export * from "./watches";
