/** Rows deleted per statement by the daily deletions. */
const DELETE_BATCH = 1000;

/**
 * Runs `deleteSome(limit)` until a run deletes fewer than `limit` rows; returns how many in all.
 * However large a table has grown, its daily deletion stays short statements: no lock held on the
 * rows writers need while a million go, no statement that outlasts a pool's timeout.
 */
export async function deleteInBatches(
  deleteSome: (limit: number) => Promise<number | bigint>,
  limit = DELETE_BATCH,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = Number(await deleteSome(limit));
    total += deleted;
    if (deleted < limit) return total;
  }
}
