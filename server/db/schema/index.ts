export * from "./appearance";
export * from "./auth";
