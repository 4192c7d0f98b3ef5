import { afterEach, describe, expect, it, vi } from "vitest";
import type { JournalEntry } from "./journal";
import { csvField, downloadFile, exportJournal, toCsv, toJson, toMarkdown } from "./journal-export";

const entries: JournalEntry[] = [
  {
    clientId: "session-b",
    watchNumber: 3,
    duration: 1,
    notes: 'He said "be still",\nand I rested.',
    voiceGuided: true,
    completedAt: "2026-11-21T02:30:00.000Z",
    status: "saved",
  },
  {
    clientId: "session-a",
    watchNumber: 5,
    duration: 20,
    notes: '=HYPERLINK("x")',
    voiceGuided: false,
    completedAt: "2026-11-20T07:00:00.000Z",
    status: "pending",
  },
];
const exportedAt = new Date(2026, 10, 21, 9, 0);

describe("journal export", () => {
  it("writes Markdown with a heading per session and the notes quoted", () => {
    const markdown = toMarkdown(entries, exportedAt);
    expect(markdown.startsWith("# Prayer Journal\n\nExported ")).toBe(true);
    expect(markdown).toContain("· 2 sessions");
    expect(markdown).toContain("## Third Watch — ");
    expect(markdown).toContain("- Duration: 1 minute\n- Voice guided: yes");
    expect(markdown).toContain('> He said "be still",\n> and I rested.');
    expect(markdown).toContain("## Fifth Watch — ");
    expect(markdown).toContain("- Duration: 20 minutes\n- Voice guided: no");
  });

  it("escapes CSV fields and defuses spreadsheet formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "amen"')).toBe('"say ""amen"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("-5")).toBe("'-5");
    expect(csvField(-5)).toBe("-5");
    expect(csvField(true)).toBe("true");
    const csv = toCsv(entries);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("id,completedAt,watchNumber,watchName,durationMinutes,voiceGuided,notes");
    expect(lines[1]).toBe(
      'session-b,2026-11-21T02:30:00.000Z,3,Third Watch,1,true,"He said ""be still"",\nand I rested."',
    );
    expect(lines[2]).toBe(`session-a,2026-11-20T07:00:00.000Z,5,Fifth Watch,20,false,"'=HYPERLINK(""x"")"`);
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("writes JSON that reads back", () => {
    const parsed = JSON.parse(toJson(entries, exportedAt));
    expect(parsed.exportedAt).toBe(exportedAt.toISOString());
    expect(parsed.sessions[0]).toEqual({
      id: "session-b",
      watchNumber: 3,
      watchName: "Third Watch",
      duration: 1,
      notes: 'He said "be still",\nand I rested.',
      voiceGuided: true,
      completedAt: "2026-11-21T02:30:00.000Z",
    });
  });

  it("names files by the export date", () => {
    expect(exportJournal(entries, "markdown", exportedAt)).toMatchObject({
      fileName: "prayer-journal-2026-11-21.md",
      type: "text/markdown;charset=utf-8",
    });
    expect(exportJournal(entries, "csv", exportedAt).fileName).toBe("prayer-journal-2026-11-21.csv");
    expect(exportJournal(entries, "json", exportedAt).fileName).toBe("prayer-journal-2026-11-21.json");
  });
});

describe("downloadFile", () => {
  afterEach(() => {
    // jsdom has no object URLs; the tests give it some.
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("clicks a download link to a Blob of the content", async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:journal";
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadFile("journal.csv", "a,b\r\n", "text/csv");
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe("journal.csv");
    expect(clicked[0]!.getAttribute("href")).toBe("blob:journal");
    expect(clicked[0]!.isConnected).toBe(false);
    expect(await blobs[0]!.text()).toBe("a,b\r\n");
    expect(blobs[0]!.type).toBe("text/csv");
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:journal");
  });
});
