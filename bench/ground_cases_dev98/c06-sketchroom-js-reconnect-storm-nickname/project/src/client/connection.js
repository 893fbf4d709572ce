import { computeDelay, shouldRetry } from "./backoff.js";

/**
 * A WebSocket that reconnects by itself. Emits "open", "message" (detail: the
 * parsed JSON) and "close" (detail: { code, reason, retryIn }).
 */
export class Connection extends EventTarget {
  constructor(url, { WebSocketImpl = globalThis.WebSocket, setTimer = setTimeout, clearTimer = clearTimeout } = {}) {
    super();
    this.url = url;
    this.WebSocketImpl = WebSocketImpl;
    this.setTimer = setTimer;
    this.clearTimer = clearTimer;
    this.attempts = 0;
    this.ws = null;
    this.timer = null;
    this.closedByUser = false;
    this.queue = [];
  }

  open() {
    this.closedByUser = false;
    const ws = new this.WebSocketImpl(this.url);
    this.ws = ws;
    ws.onopen = () => this._handleOpen();
    ws.onmessage = (event) => this._handleMessage(event);
    ws.onclose = (event) => this._handleClose(event);
  }

  send(message) {
    const data = JSON.stringify(message);
    if (this.ws && this.ws.readyState === 1) this.ws.send(data);
    else this.queue.push(data);
  }

  close() {
    this.closedByUser = true;
    this.clearTimer(this.timer);
    this.ws?.close(1000, "bye");
  }

  _handleOpen() {
    this.attempts = 0;
    for (const data of this.queue.splice(0)) this.ws.send(data);
    this.dispatchEvent(new Event("open"));
  }

  _handleMessage(event) {
    let message;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    this.dispatchEvent(new CustomEvent("message", { detail: message }));
  }

  _handleClose(event) {
    if (this.closedByUser || !shouldRetry(event.code)) {
      this.dispatchEvent(new CustomEvent("close", { detail: { code: event.code, reason: event.reason, retryIn: null } }));
      return;
    }
    const delay = computeDelay(this.attempts);
    this.attempts += 1;
    this.timer = this.setTimer(() => this.open(), delay);
    this.dispatchEvent(new CustomEvent("close", { detail: { code: event.code, reason: event.reason, retryIn: delay } }));
  }
}
