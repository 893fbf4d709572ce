using Clinic.Api.Data;
using Clinic.Api.Mail;
using Clinic.Api.Models;
using Clinic.Api.Options;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace Clinic.Api.Jobs;

/// <summary>Sends one reminder email per booked appointment, LeadTimeHours before it starts.</summary>
public sealed class ReminderJob(
    IServiceScopeFactory scopes,
    IOptionsMonitor<ReminderOptions> options,
    TimeProvider clock,
    ILogger<ReminderJob> log) : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken ct)
    {
        using var timer = new PeriodicTimer(TimeSpan.FromMinutes(1), clock);
        while (await timer.WaitForNextTickAsync(ct))
        {
            try
            {
                await SendDueRemindersAsync(ct);
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                log.LogError(ex, "Reminder run failed");
            }
        }
    }

    internal async Task<int> SendDueRemindersAsync(CancellationToken ct)
    {
        var opts = options.CurrentValue;
        var from = clock.GetUtcNow() + TimeSpan.FromHours(opts.LeadTimeHours);
        var to = from + TimeSpan.FromMinutes(opts.SendWindowMinutes);

        using var scope = scopes.CreateScope();
        var db = scope.ServiceProvider.GetRequiredService<ClinicDb>();
        var mail = scope.ServiceProvider.GetRequiredService<IMailSender>();

        var due = await db.Appointments
            .Include(a => a.Patient)
            .Include(a => a.Doctor)
            .Where(a => a.Status == AppointmentStatus.Booked
                        && a.ReminderSentAt == null
                        && a.StartsAt < to)
            .ToListAsync(ct);

        foreach (var appt in due)
        {
            await mail.SendAsync(appt.Patient.Email, "Erinnerung an Ihren Termin",
                $"Ihr Termin bei {appt.Doctor.DisplayName} ist am {appt.StartsAt.ToLocalTime():dd.MM.yyyy} um {appt.StartsAt.ToLocalTime():HH:mm} Uhr.", ct);
            appt.ReminderSentAt = clock.GetUtcNow();
        }
        await db.SaveChangesAsync(ct);
        log.LogInformation("Sent {Count} reminders for appointments before {To}", due.Count, to);
        return due.Count;
    }
}
