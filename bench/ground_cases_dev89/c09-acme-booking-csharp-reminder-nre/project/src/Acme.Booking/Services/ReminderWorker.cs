using Microsoft.Extensions.Options;

namespace Acme.Booking.Services;

/// <summary>Polls for bookings that need a reminder and sends them.</summary>
public class ReminderWorker(IServiceScopeFactory scopes, IOptions<ReminderOptions> options,
    ILogger<ReminderWorker> log) : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        var period = TimeSpan.FromSeconds(options.Value.PollSeconds);
        using var timer = new PeriodicTimer(period);
        do
        {
            try
            {
                using var scope = scopes.CreateScope();
                var reminders = scope.ServiceProvider.GetRequiredService<ReminderService>();
                await reminders.SendDueAsync(stoppingToken);
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                log.LogError(ex, "reminder run failed");
            }
        }
        while (await timer.WaitForNextTickAsync(stoppingToken));
    }
}
