using Microsoft.AspNetCore.SignalR;
using TodoSync.Sync;

namespace TodoSync.Hubs;

public sealed class TodoHub : Hub
{
    private const string ServerReplica = "server";

    private readonly TodoStore _store;
    private readonly ChangeLog _log;

    public TodoHub(TodoStore store, ChangeLog log)
    {
        _store = store;
        _log = log;
    }

    public async Task JoinList(string listId)
    {
        await Groups.AddToGroupAsync(Context.ConnectionId, listId);
        await Clients.Caller.SendAsync("Snapshot", _store.All(listId));
    }

    /// <summary>A client pushes the items it changed, possibly a batch queued while offline.</summary>
    public async Task PushChanges(string listId, string replicaId, long batchSeq, List<TodoItem> items)
    {
        if (!_log.TryRecord(replicaId, batchSeq))
        {
            // already applied; the client missed our ack, so just ack again
            await Clients.Caller.SendAsync("Ack", batchSeq);
            return;
        }
        var merged = new List<TodoItem>(items.Count);
        foreach (var item in items)
        {
            merged.Add(_store.Upsert(item, LwwMerge.Merge));
        }
        await Clients.Caller.SendAsync("Ack", batchSeq);
        await Clients.Group(listId).SendAsync("Changed", merged);
    }

    /// <summary>Done toggled on the server: the admin page and the "complete all" button.</summary>
    public async Task ToggleDone(string listId, string itemId)
    {
        var item = _store.Get(itemId) ?? throw new HubException("no such item");
        var change = item.Clone();
        change.Done = !item.Done;
        change.Touch(nameof(TodoItem.Done), DateTime.UtcNow.Ticks, ServerReplica);
        var merged = _store.Upsert(change, LwwMerge.Merge);
        await Clients.Group(listId).SendAsync("Changed", new[] { merged });
    }
}
