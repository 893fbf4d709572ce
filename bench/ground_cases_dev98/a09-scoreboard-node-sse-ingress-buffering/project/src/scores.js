import { EventEmitter } from "node:events";

const STATUSES = new Set(["scheduled", "live", "halftime", "final"]);

/**
 * Current state of every game, plus an "update" event per change. `seq` grows with
 * every change and is used as the SSE event id.
 */
export class ScoreBoard extends EventEmitter {
  #games = new Map();
  #seq = 0;

  upsert({ gameId, home, away, homeScore = 0, awayScore = 0, clock = "", status = "scheduled" }) {
    if (!gameId || !home || !away) throw new TypeError("gameId, home and away are required");
    if (!STATUSES.has(status)) throw new TypeError(`unknown status ${status}`);
    const game = { gameId, home, away, homeScore, awayScore, clock, status, seq: ++this.#seq };
    this.#games.set(gameId, game);
    this.emit("update", game);
    return game;
  }

  remove(gameId) {
    if (this.#games.delete(gameId)) {
      this.emit("update", { gameId, removed: true, seq: ++this.#seq });
    }
  }

  snapshot() {
    return [...this.#games.values()].sort((a, b) => a.home.localeCompare(b.home));
  }

  get seq() {
    return this.#seq;
  }
}
