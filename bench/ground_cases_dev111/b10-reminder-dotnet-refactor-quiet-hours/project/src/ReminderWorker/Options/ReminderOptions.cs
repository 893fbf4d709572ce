namespace ReminderWorker.Options;

/// <summary>
/// appsettings.json の "Reminder" セクション。
/// </summary>
public sealed class ReminderOptions
{
    public const string Section = "Reminder";

    /// <summary>同じ人に再送するまでの最短間隔 (時間)。</summary>
    public int MinIntervalHours { get; set; } = 24;

    /// <summary>ワーカーのポーリング間隔 (分)。</summary>
    public int PollMinutes { get; set; } = 10;

    /// <summary>1サイクルで送る最大件数。</summary>
    public int BatchSize { get; set; } = 200;

    /// <summary>送信元アドレス。</summary>
    public string From { get; set; } = "no-reply@example.jp";

    public void Validate()
    {
        if (MinIntervalHours <= 0)
        {
            throw new InvalidOperationException("Reminder:MinIntervalHours must be positive");
        }
        if (PollMinutes <= 0)
        {
            throw new InvalidOperationException("Reminder:PollMinutes must be positive");
        }
        if (string.IsNullOrWhiteSpace(From))
        {
            throw new InvalidOperationException("Reminder:From is required");
        }
    }
}
