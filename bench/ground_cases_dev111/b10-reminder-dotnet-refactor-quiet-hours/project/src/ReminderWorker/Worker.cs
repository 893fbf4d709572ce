using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;
using ReminderWorker.Options;
using ReminderWorker.Services;

namespace ReminderWorker;

public interface IMemberRepository
{
    Task<IReadOnlyList<Member>> ListActiveAsync(CancellationToken ct);
    Task MarkRemindedAsync(long memberId, DateTimeOffset at, CancellationToken ct);
}

public interface IMailer
{
    Task SendReminderAsync(Member member, string from, CancellationToken ct);
}

public sealed class Worker(
    IMemberRepository repo,
    IMailer mailer,
    ReminderScheduler scheduler,
    IOptions<ReminderOptions> options,
    ILogger<Worker> logger) : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        var opt = options.Value;
        while (!stoppingToken.IsCancellationRequested)
        {
            var now = DateTimeOffset.UtcNow;
            var members = await repo.ListActiveAsync(stoppingToken);
            foreach (var m in scheduler.SelectTargets(members, now).Take(opt.BatchSize))
            {
                await mailer.SendReminderAsync(m, opt.From, stoppingToken);
                await repo.MarkRemindedAsync(m.Id, now, stoppingToken);
            }
            logger.LogInformation("リマインド送信サイクル完了 ({Now})", now);
            await Task.Delay(TimeSpan.FromMinutes(opt.PollMinutes), stoppingToken);
        }
    }
}
