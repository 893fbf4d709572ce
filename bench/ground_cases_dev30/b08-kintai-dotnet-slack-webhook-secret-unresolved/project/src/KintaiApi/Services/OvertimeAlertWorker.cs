namespace KintaiApi.Services;

/// <summary>毎朝 9:00 (JST) に残業アラートを流す。</summary>
public sealed class OvertimeAlertWorker : BackgroundService
{
    private readonly IServiceScopeFactory _scopes;
    private readonly ILogger<OvertimeAlertWorker> _logger;

    public OvertimeAlertWorker(IServiceScopeFactory scopes, ILogger<OvertimeAlertWorker> logger)
    {
        _scopes = scopes;
        _logger = logger;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        var timer = new PeriodicTimer(TimeSpan.FromMinutes(1));
        var tokyo = TimeZoneInfo.FindSystemTimeZoneById("Asia/Tokyo");
        DateOnly? lastRun = null;
        while (await timer.WaitForNextTickAsync(stoppingToken))
        {
            var now = TimeZoneInfo.ConvertTime(DateTimeOffset.UtcNow, tokyo);
            var today = DateOnly.FromDateTime(now.DateTime);
            if (now.Hour != 9 || lastRun == today)
            {
                continue;
            }
            lastRun = today;
            using var scope = _scopes.CreateScope();
            var count = await scope.ServiceProvider.GetRequiredService<OvertimeAlertService>().RunAsync(stoppingToken);
            _logger.LogInformation("Overtime alert sent for {Count} employees", count);
        }
    }
}
