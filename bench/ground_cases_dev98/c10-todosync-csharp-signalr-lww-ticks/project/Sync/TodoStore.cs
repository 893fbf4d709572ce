using System.Collections.Concurrent;

namespace TodoSync.Sync;

/// <summary>In-memory item store; every read hands out copies.</summary>
public sealed class TodoStore
{
    private readonly ConcurrentDictionary<string, TodoItem> _items = new();

    public IReadOnlyList<TodoItem> All(string listId) =>
        _items.Values
            .Where(item => item.ListId == listId && !item.Deleted)
            .OrderBy(item => item.Order)
            .Select(item => item.Clone())
            .ToList();

    public TodoItem? Get(string id) => _items.TryGetValue(id, out var item) ? item.Clone() : null;

    /// <summary>Inserts the item, or merges it into the stored one; returns a copy of the result.</summary>
    public TodoItem Upsert(TodoItem incoming, Func<TodoItem, TodoItem, TodoItem> merge)
    {
        var stored = _items.AddOrUpdate(
            incoming.Id,
            _ => incoming.Clone(),
            (_, existing) => merge(existing, incoming));
        return stored.Clone();
    }

    public bool Remove(string id) => _items.TryRemove(id, out _);

    public int Count => _items.Count;
}
