// Recent events, so that a client that reconnects can catch up from its
// Last-Event-ID. Ids are global and only ever increase.

const MAX_EVENTS = 5000;

export class EventLog {
  constructor({ max = MAX_EVENTS } = {}) {
    this.max = max;
    this.nextId = 1;
    this.events = []; // { id, userId, type, data }, oldest first
  }

  append(userId, type, data) {
    const event = { id: this.nextId++, userId, type, data };
    this.events.push(event);
    if (this.events.length > this.max) {
      this.events.splice(0, this.events.length - this.max);
    }
    return event;
  }

  // The user's events after lastId. complete is false when the log no longer
  // reaches back to lastId, i.e. some events may be lost and the client should
  // refetch its notification list.
  since(userId, lastId) {
    const oldest = this.events.length ? this.events[0].id : this.nextId;
    const complete = lastId + 1 >= oldest;
    const events = this.events.filter((e) => e.userId === userId && e.id > lastId);
    return { events, complete };
  }

  get latestId() {
    return this.nextId - 1;
  }
}
