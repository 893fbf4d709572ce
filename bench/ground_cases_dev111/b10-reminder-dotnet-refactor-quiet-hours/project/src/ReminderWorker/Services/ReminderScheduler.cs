using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;
using ReminderWorker.Options;

namespace ReminderWorker.Services;

public sealed record Member(long Id, string? Email, bool OptedOut, DateTimeOffset? LastRemindedAt);

public sealed class ReminderScheduler
{
    private static readonly TimeZoneInfo Tokyo = TimeZoneInfo.FindSystemTimeZoneById("Asia/Tokyo");
    private readonly ReminderOptions _options;
    private readonly ILogger<ReminderScheduler> _logger;

    public ReminderScheduler(IOptions<ReminderOptions> options, ILogger<ReminderScheduler> logger)
    {
        _options = options.Value;
        _options.Validate();
        _logger = logger;
    }

    public IReadOnlyList<Member> SelectTargets(IEnumerable<Member> members, DateTimeOffset utcNow)
    {
        var local = TimeZoneInfo.ConvertTime(utcNow, Tokyo);
        if (IsQuietHour(local.Hour))
        {
            return [];
        }
        var targets = members.Where(m => IsReachable(m) && !RemindedRecently(m, utcNow)).ToList();
        _logger.LogInformation("リマインド対象を {Count} 件選びました", targets.Count);
        return targets;
    }

    private static bool IsQuietHour(int hour) => hour > 22 || hour < 7;

    private static bool IsReachable(Member m) => !m.OptedOut && !string.IsNullOrWhiteSpace(m.Email);

    private bool RemindedRecently(Member m, DateTimeOffset utcNow) =>
        m.LastRemindedAt is { } last && utcNow - last < TimeSpan.FromHours(_options.MinIntervalHours);
}
