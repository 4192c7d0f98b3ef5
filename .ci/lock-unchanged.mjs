// Proves that `npm install` kept the committed lock file, the guarantee `npm ci` gives, while allowing
// for one thing the registry decides: whether it serves other platforms' optional binaries (e.g.
// @biomejs/cli-darwin-arm64). Entries only another platform installs may appear or vanish; any other
// difference (a version, an integrity hash, a dependency, package.json) fails.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const committed = JSON.parse(
  execFileSync("git", ["show", "HEAD:package-lock.json"], { encoding: "utf8", maxBuffer: 64 << 20 }),
);
const installed = JSON.parse(readFileSync("package-lock.json", "utf8"));

const libc = process.report?.getReport?.().header?.glibcVersionRuntime ? "glibc" : "musl";
const forOtherPlatform = (entry) =>
  entry?.optional === true &&
  ((entry.os && !entry.os.includes(process.platform)) ||
    (entry.cpu && !entry.cpu.includes(process.arch)) ||
    (entry.libc && !entry.libc.includes(libc)));

// Optional-dependency maps name every platform's binary; compare them only by the names both sides know.
const normalise = (packages) => {
  const foreign = Object.entries(packages ?? {})
    .filter(([, entry]) => forOtherPlatform(entry))
    .map(([path]) => `${path}/`);
  const out = {};
  for (const [path, entry] of Object.entries(packages ?? {})) {
    if (forOtherPlatform(entry)) continue;
    // what a foreign binary brings along (its own node_modules) is foreign too
    if (entry?.optional === true && foreign.some((prefix) => path.startsWith(prefix))) continue;
    out[path] = entry;
  }
  return out;
};

const a = normalise(committed.packages);
const b = normalise(installed.packages);
const problems = [];
for (const path of new Set([...Object.keys(a), ...Object.keys(b)])) {
  const x = JSON.stringify(a[path] ?? null, Object.keys(a[path] ?? {}).sort());
  const y = JSON.stringify(b[path] ?? null, Object.keys(b[path] ?? {}).sort());
  if (x === y) continue;
  // an optional package that only one side lists (a binary the registry serves or not, such as
  // tailwind's wasm32 build) is the registry's choice too; a changed version or hash never is
  const onlyOne = a[path] === undefined || b[path] === undefined;
  if (onlyOne && (a[path] ?? b[path])?.optional === true) continue;
  problems.push(path || "(root)");
}
if (problems.length > 0) {
  console.error(`package-lock.json changed on install for: ${problems.slice(0, 20).join(", ")}`);
  process.exit(1);
}
console.log("== package-lock.json: same as committed (other platforms' optional binaries aside)");
