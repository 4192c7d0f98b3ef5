/**
 * The bible feature's public entry: what other features may use (server/boundaries.test.ts fails on
 * a deep import). Every reference is resolved to its text by scripture-text.ts, the one resolver.
 */
export { PassageNotFound, resolveScripture, warmUpBible } from "./bible.service";
export { type FoundScripture, findScripture, searchVerses, verseAt } from "./scripture-text";
export { tokenize } from "./search-index";
