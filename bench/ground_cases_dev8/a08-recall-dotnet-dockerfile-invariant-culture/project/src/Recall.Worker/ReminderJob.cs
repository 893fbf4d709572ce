using Microsoft.Extensions.Options;
using Recall.Worker.Data;
using Recall.Worker.Sms;

namespace Recall.Worker;

public sealed class ReminderJob(
    AppointmentStore store,
    ReminderFormatter formatter,
    SmsClient sms,
    IOptions<ReminderOptions> options,
    ILogger<ReminderJob> logger) : BackgroundService
{
    private readonly ReminderOptions _options = options.Value;

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        while (!stoppingToken.IsCancellationRequested)
        {
            var delay = UntilNextRun(DateTime.Now);
            logger.LogInformation("Next reminder run in {Delay}", delay);
            await Task.Delay(delay, stoppingToken);
            await RunOnceAsync(stoppingToken);
        }
    }

    public async Task RunOnceAsync(CancellationToken ct)
    {
        var day = DateOnly.FromDateTime(DateTime.Now).AddDays(_options.DaysAhead);
        var due = await store.ForDayAsync(day, ct);
        var sent = 0;
        try
        {
            foreach (var appt in due)
            {
                if (appt.ReminderSentAt is not null || string.IsNullOrEmpty(appt.MobileNumber))
                {
                    continue;
                }
                var text = formatter.Format(appt);
                await sms.SendAsync(appt.MobileNumber, text, ct);
                await store.MarkReminderSentAsync(appt.Id, ct);
                sent++;
            }
            logger.LogInformation("Sent {Sent} reminder(s) for {Day}", sent, day);
        }
        catch (Exception ex) when (ex is not OperationCanceledException)
        {
            logger.LogError(ex, "Reminder run failed, {Count} appointment(s) not notified", due.Count - sent);
        }
    }

    private TimeSpan UntilNextRun(DateTime now)
    {
        var next = now.Date.AddHours(_options.SendHour);
        if (next <= now)
        {
            next = next.AddDays(1);
        }
        return next - now;
    }
}
