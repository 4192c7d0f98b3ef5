/** The wall's toasts (spec §8), in one place. */
export const PrayerToasts = {
  posted: ["Prayer Posted", "Your structured prayer has been added to the prayer wall"],
  added: ["Prayer Added", "Your prayer is on the wall."],
  updated: ["Prayer Updated", undefined],
  deleted: ["Prayer Deleted", undefined],
  copied: ["Prayer Copied", "The structured prayer has been copied to your clipboard."],
  shared: ["Prayer Shared", undefined],
  saveFailed: ["Save Failed", "Unable to save prayer to database. It's saved locally."],
  updateFailed: ["Update Failed", "Unable to update prayer in database."],
  deleteFailed: ["Delete Failed", "Unable to remove prayer from database. Please try again."],
  copyFailed: ["Unable to copy", "Your browser did not allow copying to the clipboard."],
} as const satisfies Record<string, readonly [string, string | undefined]>;

export const deleteConfirmation = (title: string) =>
  `Remove "${title}" from Prayer Wall? This action cannot be undone.`;
