using Hexin.Billing.Worker;
using Hexin.Billing.Worker.Data;
using Hexin.Billing.Worker.TaxCloud;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;
using RabbitMQ.Client;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.Configure<RabbitOptions>(builder.Configuration.GetSection("Rabbit"));
builder.Services.Configure<TaxCloudOptions>(builder.Configuration.GetSection("TaxCloud"));

builder.Services.AddDbContext<BillingDbContext>(options =>
{
    var cs = builder.Configuration.GetConnectionString("Billing");
    options.UseMySql(cs, ServerVersion.AutoDetect(cs));
});

builder.Services.AddHttpClient<TaxCloudClient>((sp, client) =>
{
    var o = sp.GetRequiredService<IOptions<TaxCloudOptions>>().Value;
    client.BaseAddress = new Uri(o.BaseUrl);
    client.Timeout = TimeSpan.FromSeconds(o.TimeoutSeconds);
});

builder.Services.AddSingleton<IConnection>(sp =>
{
    var o = sp.GetRequiredService<IOptions<RabbitOptions>>().Value;
    var factory = new ConnectionFactory { Uri = new Uri(o.Uri), AutomaticRecoveryEnabled = true };
    return factory.CreateConnectionAsync("billing-worker").GetAwaiter().GetResult();
});

builder.Services.AddHostedService<InvoiceConsumer>();

var host = builder.Build();
host.Run();
