using Acme.Booking.Data;
using Acme.Booking.Models;
using Microsoft.Extensions.Options;

namespace Acme.Booking.Services;

public class ReminderOptions
{
    public int LeadTimeHours { get; set; } = 24;
    public int PollSeconds { get; set; } = 300;
}

public interface ISmsSender
{
    Task SendAsync(string phone, string text, CancellationToken ct);
}

public class LoggingSmsSender(ILogger<LoggingSmsSender> log) : ISmsSender
{
    public Task SendAsync(string phone, string text, CancellationToken ct)
    {
        log.LogInformation("SMS to {Phone}: {Text}", phone, text);
        return Task.CompletedTask;
    }
}

public class ReminderService(BookingRepository repo, ISmsSender sms, IOptions<ReminderOptions> options,
    TimeProvider clock, ILogger<ReminderService> log)
{
    private static readonly TimeZoneInfo China = TimeZoneInfo.FindSystemTimeZoneById("Asia/Shanghai");

    public async Task<int> SendDueAsync(CancellationToken ct)
    {
        var until = clock.GetUtcNow().UtcDateTime.AddHours(options.Value.LeadTimeHours);
        var due = await repo.GetDueRemindersAsync(until, ct);
        var sent = new List<int>();
        foreach (var booking in due)
        {
            var text = BuildMessage(booking);
            await sms.SendAsync(booking.Customer!.Phone, text, ct);
            sent.Add(booking.Id);
        }
        await repo.MarkReminderSentAsync(sent, ct);
        log.LogInformation("sent {Count} reminders", sent.Count);
        return sent.Count;
    }

    public static string BuildMessage(Booking b)
    {
        var local = TimeZoneInfo.ConvertTimeFromUtc(b.StartsAt, China);
        return $"{b.Customer!.Name}您好，您预约的{b.ServiceName}（{b.StoreName}）将于{local:M月d日 HH:mm}开始，如需改约请回复 TD。";
    }
}
