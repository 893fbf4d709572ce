"use strict";

const WIDTH = 30;

class ProgressBar {
  constructor(total, { enabled = true, stream = process.stderr } = {}) {
    this.total = total;
    this.done = 0;
    this.enabled = enabled;
    this.stream = stream;
    this.timer = null;
  }

  start() {
    if (!this.enabled) return;
    this.timer = setInterval(() => this.render(), 120);
  }

  tick() {
    this.done++;
  }

  log(line) {
    if (this.enabled) this.stream.write("\r\x1b[2K");
    this.stream.write(line + "\n");
  }

  render() {
    const ratio = this.total ? this.done / this.total : 1;
    const filled = Math.round(ratio * WIDTH);
    const bar = "#".repeat(filled) + "-".repeat(WIDTH - filled);
    this.stream.write(`\r[${bar}] ${this.done}/${this.total}`);
  }

  stop() {
    if (!this.enabled) return;
    clearInterval(this.timer);
    this.render();
    this.stream.write("\n");
  }
}

module.exports = { ProgressBar };
