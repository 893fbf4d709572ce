using Microsoft.Extensions.Options;
using ReportWorker.Options;
using ReportWorker.Services;

namespace ReportWorker;

public sealed class Worker : BackgroundService
{
    private readonly ReportRepository _repository;
    private readonly ReportGenerator _generator;
    private readonly TimeProvider _clock;
    private readonly ILogger<Worker> _logger;
    private readonly TimeSpan _pollInterval;

    public Worker(ReportRepository repository, ReportGenerator generator, TimeProvider clock,
        IOptions<ReportOptions> options, ILogger<Worker> logger)
    {
        _repository = repository;
        _generator = generator;
        _clock = clock;
        _logger = logger;
        _pollInterval = TimeSpan.FromSeconds(Math.Max(1, options.Value.PollIntervalSeconds));
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        _logger.LogInformation("Report worker started");
        while (!stoppingToken.IsCancellationRequested)
        {
            var yesterday = DateOnly.FromDateTime(_clock.GetLocalNow().Date).AddDays(-1);
            try
            {
                var tenants = await _repository.GetTenantsDueAsync(yesterday, stoppingToken);
                if (tenants.Count > 0)
                {
                    _logger.LogInformation("Processing {Count} pending tenants for {Day}", tenants.Count, yesterday);
                    await Task.WhenAll(tenants.Select(t => RunOneAsync(t, yesterday, stoppingToken)));
                }
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                _logger.LogError(ex, "Polling for due tenants failed");
            }

            await Task.Delay(_pollInterval, _clock, stoppingToken);
        }
    }

    private async Task RunOneAsync(Tenant tenant, DateOnly day, CancellationToken ct)
    {
        try
        {
            await _generator.GenerateAsync(tenant, day, ct);
        }
        catch (Exception ex) when (ex is not OperationCanceledException)
        {
            _logger.LogError(ex, "Report generation failed for tenant {TenantId}", tenant.Id);
        }
    }
}
