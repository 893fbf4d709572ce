using Billing.Outbox;
using Microsoft.EntityFrameworkCore;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.AddDbContext<OutboxDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Billing")));
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.Configure<OutboxOptions>(builder.Configuration.GetSection(OutboxOptions.Section));
builder.Services.AddSingleton<IMessagePublisher, RabbitPublisher>();
builder.Services.AddHostedService<OutboxDispatcher>();

var host = builder.Build();
host.Run();
