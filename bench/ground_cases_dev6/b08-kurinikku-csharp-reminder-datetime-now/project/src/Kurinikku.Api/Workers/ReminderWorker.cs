using Kurinikku.Api.Data;
using Kurinikku.Api.Services;
using Microsoft.EntityFrameworkCore;

namespace Kurinikku.Api.Workers;

/// <summary>Every minute, mails patients whose reminder time has come.</summary>
public sealed class ReminderWorker(IServiceScopeFactory scopes, ReminderSchedule schedule, ILogger<ReminderWorker> logger)
    : BackgroundService
{
    private static readonly TimeSpan Interval = TimeSpan.FromMinutes(1);

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        using var timer = new PeriodicTimer(Interval);
        while (await timer.WaitForNextTickAsync(stoppingToken))
        {
            try
            {
                await SendDueRemindersAsync(stoppingToken);
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                logger.LogError(ex, "reminder batch failed");
            }
        }
    }

    private async Task SendDueRemindersAsync(CancellationToken ct)
    {
        using var scope = scopes.CreateScope();
        var db = scope.ServiceProvider.GetRequiredService<AppDbContext>();
        var email = scope.ServiceProvider.GetRequiredService<IEmailSender>();

        var now = DateTime.Now;
        var due = await db.Reservations
            .Where(r => r.Status == ReservationStatus.Confirmed && r.ReminderSentAt == null && r.RemindAt <= now)
            .OrderBy(r => r.RemindAt)
            .Take(100)
            .ToListAsync(ct);

        foreach (var r in due)
        {
            var local = schedule.ToClinicLocal(r.StartsAt);
            await email.SendAsync(r.PatientEmail, "【明日のご予約】くりにっく",
                $"{r.PatientName} 様\n\n{local:M月d日 H:mm} からのご予約をお待ちしております。", ct);
            r.ReminderSentAt = DateTime.UtcNow;
        }

        await db.SaveChangesAsync(ct);
        if (due.Count > 0)
            logger.LogInformation("sent {Count} reminders", due.Count);
    }
}
