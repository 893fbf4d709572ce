using Microsoft.Extensions.Options;
using Polly;
using PaymentSync.Options;
using PaymentSync.Services;
using PaymentSync.Workers;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.AddOptions<PaymentApiOptions>()
    .BindConfiguration(PaymentApiOptions.Section)
    .ValidateDataAnnotations()
    .ValidateOnStart();
builder.Services.AddOptions<SettlementOptions>()
    .BindConfiguration(SettlementOptions.Section)
    .ValidateDataAnnotations()
    .ValidateOnStart();

builder.Services.AddHttpClient<PaymentApiClient>((sp, client) =>
    {
        var opts = sp.GetRequiredService<IOptions<PaymentApiOptions>>().Value;
        client.BaseAddress = new Uri(opts.BaseUrl);
        client.Timeout = TimeSpan.FromSeconds(opts.TimeoutSeconds);
        client.DefaultRequestHeaders.Add("X-Api-Key", opts.ApiKey);
    })
    .AddTransientHttpErrorPolicy((policy, sp, _) =>
    {
        var retries = sp.GetRequiredService<IOptions<PaymentApiOptions>>().Value.RetryCount;
        return policy.WaitAndRetryAsync(retries, attempt => TimeSpan.FromSeconds(Math.Pow(2, attempt)));
    });

builder.Services.AddSingleton<ILedgerRepository, LedgerRepository>();
builder.Services.AddHostedService<SettlementWorker>();

var host = builder.Build();
host.Run();
