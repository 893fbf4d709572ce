namespace Zaiko.Api.Services;

public class ExpiryWorker(IServiceScopeFactory scopes, ILogger<ExpiryWorker> log) : BackgroundService
{
    private static readonly TimeSpan Interval = TimeSpan.FromMinutes(1);

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        using var timer = new PeriodicTimer(Interval);
        while (await timer.WaitForNextTickAsync(stoppingToken))
        {
            try
            {
                using var scope = scopes.CreateScope();
                var stock = scope.ServiceProvider.GetRequiredService<StockService>();
                var released = await stock.ReleaseExpiredAsync(stoppingToken);
                if (released > 0)
                {
                    log.LogInformation("released {Count} expired holds", released);
                }
            }
            catch (Exception e) when (e is not OperationCanceledException)
            {
                log.LogError(e, "releasing expired holds failed");
            }
        }
    }
}
