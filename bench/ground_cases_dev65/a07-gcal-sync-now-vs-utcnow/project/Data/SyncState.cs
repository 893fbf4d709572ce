namespace CalendarBridge.Data;

public class SyncState
{
    public int Id { get; set; }
    public int UserId { get; set; }
    public string CalendarId { get; set; } = "primary";
    public DateTime LastSyncedAt { get; set; }
    public string? ChannelId { get; set; }
    public DateTime? ChannelExpiresAt { get; set; }
}

public class GoogleConnection
{
    public int Id { get; set; }
    public int UserId { get; set; }
    public string AccessToken { get; set; } = "";
    public string? RefreshToken { get; set; }
    public DateTime ExpiresAt { get; set; }
    public bool NeedsReauth { get; set; }
}

public class CalendarEvent
{
    public int Id { get; set; }
    public int UserId { get; set; }
    public string GoogleId { get; set; } = "";
    public string Title { get; set; } = "";
    public DateTimeOffset? Start { get; set; }
    public DateTimeOffset? End { get; set; }
    public bool Cancelled { get; set; }
}
