using Notify.Worker.Outbox;
using Notify.Worker.Webhooks;
using Npgsql;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.Configure<OutboxOptions>(builder.Configuration.GetSection("Outbox"));
builder.Services.Configure<WebhookOptions>(builder.Configuration.GetSection("Webhook"));

builder.Services.AddSingleton(_ => NpgsqlDataSource.Create(builder.Configuration.GetConnectionString("Notify")!));
builder.Services.AddSingleton<OutboxRepository>();
builder.Services.AddHttpClient<WebhookSender>((sp, http) =>
{
    var seconds = builder.Configuration.GetValue("Webhook:TimeoutSeconds", 5);
    http.Timeout = TimeSpan.FromSeconds(seconds);
});
builder.Services.AddHostedService<OutboxPoller>();

builder.Build().Run();
