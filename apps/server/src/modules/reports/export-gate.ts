/**
 * One export (PDF statement or CSV) at a time per restaurant in this process: a year of sales is
 * laid out row by row, and a partner clicking again, or a script asking for many at once, must not
 * multiply that work. The second asks while the first is still being written.
 */
export class ExportGate {
  private readonly running = new Set<number>();

  /** The function that ends the export, or null when one is already running for the restaurant. */
  tryStart(restaurantId: number): (() => void) | null {
    if (this.running.has(restaurantId)) return null;
    this.running.add(restaurantId);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.running.delete(restaurantId);
    };
  }

  /** Exports being written now. */
  get size(): number {
    return this.running.size;
  }
}
