// A counting semaphore: at most `max` holders at a time, the rest wait in FIFO order.
export class Semaphore {
  constructor(max) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError("max must be a positive integer");
    this.max = max;
    this.active = 0;
    this.waiting = [];
  }

  acquire() {
    if (this.active < this.max) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release() {
    const next = this.waiting.shift();
    if (next) {
      next(); // hand the slot straight to the next waiter
    } else {
      this.active--;
    }
  }
}
