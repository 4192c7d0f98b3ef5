import { describe, expect, it, vi } from "vitest";
import { readStorage, readVersioned, writeStorage, writeVersioned } from "./storage";

describe("storage", () => {
  it("round-trips a versioned value", () => {
    writeVersioned("k", 1, { a: 1 });
    expect(readVersioned("k")).toEqual({ status: "ok", version: 1, data: { a: 1 } });
  });

  it("reports missing, unversioned and corrupt values", () => {
    expect(readVersioned("missing")).toEqual({ status: "missing" });
    localStorage.setItem("old", JSON.stringify({ theme: "dark" }));
    expect(readVersioned("old")).toEqual({ status: "unversioned", data: { theme: "dark" } });
    localStorage.setItem("bad", "{not json");
    expect(readVersioned("bad").status).toBe("corrupt");
  });

  it("logs and ignores storage failures; reads give null", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("quota");
    });
    expect(readStorage("k")).toBeNull();
    expect(writeStorage("k", "v")).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
