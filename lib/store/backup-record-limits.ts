import { MAX_BACKUP_PASSWORD_ITERATIONS } from "./backup-format";

/**
 * Checks that only a record coming from a file needs, beyond its schema: what this site writes
 * itself is within them, but a file can carry anything. Each returns the problem, or undefined.
 */
export const backupRecordLimits: Readonly<Record<string, (record: unknown) => string | undefined>> = {
  // A huge PBKDF2 iteration count would make every sign-in to that account hang the tab.
  accounts(record) {
    const iterations = (record as { iterations?: unknown }).iterations;
    if (typeof iterations !== "number" || iterations <= MAX_BACKUP_PASSWORD_ITERATIONS) return undefined;
    return `iterations: ${iterations} is more than the ${MAX_BACKUP_PASSWORD_ITERATIONS} a backup may carry`;
  },
};
