/**
 * Bounds how many images are decoded at once across the whole process. Decoding a large photo
 * takes hundreds of milliseconds of CPU and tens of megabytes; without a bound, a few concurrent
 * uploads of large images would take every core and much of the memory. Jobs past the bound wait
 * their turn in arrival order.
 */
export class ProcessingPool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError('pool size must be a positive integer');
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job; the count only drops when nobody waits.
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Jobs running and jobs waiting, for tests and logs. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
