// Other people's cursors on the whiteboard, and throttled sending of ours.

// ~30 updates per second; 50 ms felt laggy next to local drawing
export const SEND_INTERVAL_MS = 33;

export class CursorLayer {
  constructor(root, connection, { now = () => performance.now(), createElement = (tag) => document.createElement(tag) } = {}) {
    this.root = root;
    this.connection = connection;
    this.now = now;
    this.createElement = createElement;
    this.cursors = new Map(); // userId -> element
    this.lastSent = -Infinity;
    connection.addEventListener("message", (event) => this.handle(event.detail));
  }

  handle(message) {
    switch (message.type) {
      case "welcome":
        for (const user of message.users) this.ensure(user.userId, user.color);
        break;
      case "cursor":
        this.move(message.userId, message.x, message.y);
        break;
      case "leave":
        this.remove(message.userId);
        break;
    }
  }

  remove(userId) {
    const el = this.cursors.get(userId);
    if (!el) return;
    el.remove();
    this.cursors.delete(userId);
  }

  ensure(userId, color = "#888") {
    let el = this.cursors.get(userId);
    if (!el) {
      el = this.createElement("div");
      el.className = "cursor";
      el.style.setProperty("--cursor-color", color);
      el.dataset.user = userId;
      this.root.appendChild(el);
      this.cursors.set(userId, el);
    }
    return el;
  }

  move(userId, x, y) {
    this.ensure(userId).style.transform = `translate(${x}px, ${y}px)`;
  }

  /** Called on every pointermove; sends at most one update per SEND_INTERVAL_MS. */
  track(x, y) {
    const t = this.now();
    if (t - this.lastSent < SEND_INTERVAL_MS) return false;
    this.lastSent = t;
    this.connection.send({ type: "cursor", x: Math.round(x), y: Math.round(y) });
    return true;
  }
}
