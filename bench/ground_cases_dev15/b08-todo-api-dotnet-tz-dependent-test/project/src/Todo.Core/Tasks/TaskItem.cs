namespace Todo.Core.Tasks;

public enum TaskPriority
{
    Low,
    Normal,
    High,
}

public sealed class TaskItem
{
    public Guid Id { get; init; } = Guid.NewGuid();

    public required string Title { get; set; }

    public string? Notes { get; set; }

    public TaskPriority Priority { get; set; } = TaskPriority.Normal;

    /// <summary>締切。UTC で保存する。</summary>
    public DateTimeOffset? DeadlineUtc { get; set; }

    public DateTimeOffset CreatedAtUtc { get; init; } = DateTimeOffset.UtcNow;

    public bool IsDone { get; private set; }

    public void Complete() => IsDone = true;

    public bool IsOverdue(DateTimeOffset now) =>
        !IsDone && DeadlineUtc is { } deadline && deadline < now;
}
