using ReportWorker;
using ReportWorker.Options;
using ReportWorker.Services;
using Serilog;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.AddSerilog(cfg => cfg
    .ReadFrom.Configuration(builder.Configuration)
    .WriteTo.File("/var/log/report-worker/worker-.log", rollingInterval: RollingInterval.Day));

builder.Services.Configure<ReportOptions>(builder.Configuration.GetSection(ReportOptions.Section));
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddSingleton<ReportRepository>();
builder.Services.AddSingleton<ReportGenerator>();

builder.Services.AddHttpClient<WebhookNotifier>(client =>
{
    // 有的客户回调接口处理很慢，之前 100 秒默认超时老是报错，干脆不限制
    client.Timeout = Timeout.InfiniteTimeSpan;
    client.DefaultRequestHeaders.UserAgent.ParseAdd("ReportWorker/1.4");
});

builder.Services.AddHostedService<Worker>();

var host = builder.Build();
host.Run();
