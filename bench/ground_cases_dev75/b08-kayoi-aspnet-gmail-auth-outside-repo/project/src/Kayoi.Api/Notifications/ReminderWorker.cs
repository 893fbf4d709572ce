using Microsoft.Extensions.Options;

namespace Kayoi.Api.Notifications;

/// Sends lesson reminders once an hour for lessons starting in ReminderHoursBefore hours.
public sealed class ReminderWorker(
    IServiceScopeFactory scopes,
    IEmailSender email,
    NotificationTemplates templates,
    IConfiguration config,
    ILogger<ReminderWorker> logger) : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        var hours = config.GetValue("Notifications:ReminderHoursBefore", 24);
        using var timer = new PeriodicTimer(TimeSpan.FromHours(1));
        while (await timer.WaitForNextTickAsync(stoppingToken))
        {
            using var scope = scopes.CreateScope();
            var lessons = scope.ServiceProvider.GetRequiredService<ILessonQueries>();
            var from = DateTimeOffset.UtcNow.AddHours(hours);
            foreach (var booking in await lessons.BookingsStartingBetween(from, from.AddHours(1), stoppingToken))
            {
                try
                {
                    var message = templates.LessonReminder(booking.MemberName, booking.LessonTitle, booking.StartsAt);
                    await email.SendAsync(booking.MemberEmail, message, stoppingToken);
                }
                catch (Exception ex)
                {
                    logger.LogWarning(ex, "reminder failed for booking {Id}", booking.Id);
                }
            }
        }
    }
}
