using Kurinikku.Api.Data;
using Kurinikku.Api.Services;
using Microsoft.EntityFrameworkCore;

namespace Kurinikku.Api.Workers;

/// <summary>At 07:00 clinic time, mails each doctor the list of today's appointments.</summary>
public sealed class DigestWorker(IServiceScopeFactory scopes, ReminderSchedule schedule, ILogger<DigestWorker> logger)
    : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        while (!stoppingToken.IsCancellationRequested)
        {
            var nowUtc = DateTime.UtcNow;
            var nextRunLocal = schedule.ToClinicLocal(nowUtc).Date.AddHours(7);
            if (nextRunLocal <= schedule.ToClinicLocal(nowUtc))
                nextRunLocal = nextRunLocal.AddDays(1);
            var delay = schedule.ToUtc(nextRunLocal) - nowUtc;
            await Task.Delay(delay, stoppingToken);

            try
            {
                await SendDigestsAsync(stoppingToken);
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                logger.LogError(ex, "digest failed");
            }
        }
    }

    private async Task SendDigestsAsync(CancellationToken ct)
    {
        using var scope = scopes.CreateScope();
        var db = scope.ServiceProvider.GetRequiredService<AppDbContext>();
        var email = scope.ServiceProvider.GetRequiredService<IEmailSender>();

        var todayLocal = schedule.ToClinicLocal(DateTime.UtcNow).Date;
        var from = schedule.ToUtc(todayLocal);
        var to = schedule.ToUtc(todayLocal.AddDays(1));
        var rows = await db.Reservations
            .Where(r => r.Status == ReservationStatus.Confirmed && r.StartsAt >= from && r.StartsAt < to)
            .OrderBy(r => r.StartsAt)
            .ToListAsync(ct);

        foreach (var group in rows.GroupBy(r => r.DoctorId))
        {
            var lines = group.Select(r => $"{schedule.ToClinicLocal(r.StartsAt):H:mm} {r.PatientName}");
            await email.SendAsync($"doctor{group.Key}@kurinikku.example.jp", "本日のご予約", string.Join("\n", lines), ct);
        }
    }
}
