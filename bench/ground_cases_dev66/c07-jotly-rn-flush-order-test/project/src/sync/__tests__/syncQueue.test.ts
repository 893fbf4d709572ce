import { SyncQueue, type Op } from '../syncQueue';
import { send, ApiError } from '../api';

jest.mock('../api', () => {
  const actual = jest.requireActual('../api');
  return { ...actual, send: jest.fn() };
});
jest.mock('../storage', () => ({
  loadQueue: jest.fn(async () => []),
  saveQueue: jest.fn(async () => undefined),
}));

const mockSend = send as jest.MockedFunction<typeof send>;

function op(id: string, noteId: string, text = id, kind: Op['kind'] = 'upsert'): Op {
  return { id, noteId, kind, body: { title: noteId, text, updatedAt: 0 }, at: 0 };
}

describe('SyncQueue', () => {
  beforeEach(() => mockSend.mockReset());

  it('enqueue collapses repeated upserts of a note', async () => {
    const q = new SyncQueue();
    await q.enqueue(op('a', 'n1'));
    await q.enqueue(op('b', 'n1'));
    expect(q.pending()).toHaveLength(1);
  });

  it('enqueue keeps the latest content when collapsing', async () => {
    const q = new SyncQueue();
    await q.enqueue(op('a', 'n1', 'first'));
    await q.enqueue(op('b', 'n1', 'second'));
    expect(q.pending()[0].body?.text).toBe('second');
  });

  it('flush sends ops in order', async () => {
    const q = new SyncQueue();
    await q.enqueue(op('a', 'n1'));
    await q.enqueue(op('b', 'n2'));
    mockSend.mockResolvedValue(undefined);
    expect(await q.flush()).toBe(2);
    expect(mockSend.mock.calls.map(([o]) => o.id)).toEqual(['a', 'b']);
  });

  it('flush keeps order when a request fails', async () => {
    const q = new SyncQueue();
    await q.enqueue(op('a', 'n1'));
    await q.enqueue(op('b', 'n2'));
    mockSend.mockRejectedValueOnce(new TypeError('Network request failed'));
    mockSend.mockResolvedValue(undefined);
    expect(await q.flush()).toBe(0);
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(q.pending().map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('flush drops ops the server rejects', async () => {
    const q = new SyncQueue();
    await q.enqueue(op('a', 'n1'));
    mockSend.mockRejectedValueOnce(new ApiError(422, 'invalid'));
    expect(await q.flush()).toBe(0);
    expect(q.pending()).toHaveLength(0);
  });
});
