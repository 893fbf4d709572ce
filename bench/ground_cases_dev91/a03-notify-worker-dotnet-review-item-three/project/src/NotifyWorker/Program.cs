using NotifyWorker;
using NotifyWorker.Messaging;

var builder = Host.CreateApplicationBuilder(args);
builder.Services.Configure<ConsumerOptions>(builder.Configuration.GetSection("Consumer"));
builder.Services.AddSingleton<IEmailSender, SmtpEmailSender>();
builder.Services.AddSingleton<RetryPolicy>();
builder.Services.AddHostedService<OrderEventsConsumer>();

var host = builder.Build();
host.Run();
