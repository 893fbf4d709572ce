using KintaiApi.Data;
using KintaiApi.Notifications;
using KintaiApi.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

// 本番は AWS Secrets Manager の JSON シークレットを設定に重ねる (キーは "Slack__WebhookUrl" のように __ 区切り)
var secretId = builder.Configuration["SecretsManager:SecretId"];
if (!string.IsNullOrEmpty(secretId))
{
    builder.Configuration.AddSecretsManager(configurator: options =>
    {
        options.SecretFilter = entry => entry.Name == secretId;
        options.KeyGenerator = (_, key) => key.Replace("__", ":");
    });
}

builder.Services.AddDbContext<KintaiDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Kintai")));

builder.Services.Configure<SlackOptions>(builder.Configuration.GetSection("Slack"));
builder.Services.AddHttpClient<ISlackNotifier, SlackNotifier>(c => c.Timeout = TimeSpan.FromSeconds(10));
builder.Services.AddScoped<OvertimeAlertService>();
builder.Services.AddHostedService<OvertimeAlertWorker>();

builder.Services.AddControllers();

var app = builder.Build();

app.MapControllers();
app.MapGet("/healthz", () => Results.Ok("ok"));

app.Run();
