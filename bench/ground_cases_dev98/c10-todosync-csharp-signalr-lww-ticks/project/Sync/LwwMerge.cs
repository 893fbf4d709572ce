namespace TodoSync.Sync;

/// <summary>Conflict resolution between the stored item and one pushed by a client.</summary>
public static class LwwMerge
{
    private static readonly string[] Fields =
    [
        nameof(TodoItem.Title),
        nameof(TodoItem.Done),
        nameof(TodoItem.Order),
        nameof(TodoItem.Deleted),
    ];

    /// <summary>
    /// Per-field last-write-wins: every field keeps the value with the newer stamp,
    /// so two replicas that edited different fields offline both keep their edit.
    /// Equal timestamps are settled by comparing replica ids, so every replica
    /// picks the same winner.
    /// </summary>
    public static TodoItem Merge(TodoItem local, TodoItem incoming)
    {
        var result = local.Clone();
        foreach (var field in Fields)
        {
            var mine = local.StampOf(field);
            var theirs = incoming.StampOf(field);
            if (!Newer(theirs.At, theirs.By, mine.At, mine.By))
            {
                continue;
            }
            Copy(field, incoming, result);
            result.Touch(field, theirs.At, theirs.By);
        }
        return result;
    }

    private static void Copy(string field, TodoItem from, TodoItem to)
    {
        switch (field)
        {
            case nameof(TodoItem.Title): to.Title = from.Title; break;
            case nameof(TodoItem.Done): to.Done = from.Done; break;
            case nameof(TodoItem.Order): to.Order = from.Order; break;
            case nameof(TodoItem.Deleted): to.Deleted = from.Deleted; break;
        }
    }

    public static bool Newer(long at, string by, long otherAt, string otherBy) =>
        at > otherAt || (at == otherAt && string.CompareOrdinal(by, otherBy) > 0);

    /// <summary>Merges a whole batch, in order, into a copy of <paramref name="current"/>.</summary>
    public static Dictionary<string, TodoItem> MergeAll(IReadOnlyDictionary<string, TodoItem> current, IEnumerable<TodoItem> batch)
    {
        var result = current.ToDictionary(pair => pair.Key, pair => pair.Value.Clone());
        foreach (var item in batch)
        {
            result[item.Id] = result.TryGetValue(item.Id, out var existing)
                ? Merge(existing, item)
                : item.Clone();
        }
        return result;
    }
}
