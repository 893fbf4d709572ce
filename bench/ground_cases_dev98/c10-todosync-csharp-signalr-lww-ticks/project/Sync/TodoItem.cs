namespace TodoSync.Sync;

/// <summary>When a field was last changed (Unix milliseconds) and by which replica.</summary>
public readonly record struct FieldStamp(long At, string By);

/// <summary>
/// A todo on a shared list. Clients (web and the mobile app) edit offline and push
/// their changes when they are back online; the server merges them.
/// </summary>
public sealed class TodoItem
{
    public required string Id { get; init; }
    public string ListId { get; init; } = "";
    public string Title { get; set; } = "";
    public bool Done { get; set; }
    public int Order { get; set; }
    public bool Deleted { get; set; }

    /// <summary>Last change, in Unix milliseconds (clients send <c>Date.now()</c>).</summary>
    public long UpdatedAt { get; set; }

    /// <summary>Replica that made the last change; breaks ties between equal timestamps.</summary>
    public string UpdatedBy { get; set; } = "";

    /// <summary>Per-field clocks, keyed by property name. Fields without one fall back to UpdatedAt/UpdatedBy.</summary>
    public Dictionary<string, FieldStamp> Clocks { get; set; } = new();

    public FieldStamp StampOf(string field) =>
        Clocks.TryGetValue(field, out var stamp) ? stamp : new FieldStamp(UpdatedAt, UpdatedBy);

    /// <summary>Records that <paramref name="field"/> changed at <paramref name="at"/> (Unix ms).</summary>
    public void Touch(string field, long at, string by)
    {
        Clocks[field] = new FieldStamp(at, by);
        if (at > UpdatedAt)
        {
            UpdatedAt = at;
            UpdatedBy = by;
        }
    }

    public TodoItem Clone()
    {
        var copy = (TodoItem)MemberwiseClone();
        copy.Clocks = new Dictionary<string, FieldStamp>(Clocks);
        return copy;
    }

    public override string ToString() =>
        $"{Id} \"{Title}\" done={Done} order={Order} at={UpdatedAt} by={UpdatedBy}";
}
