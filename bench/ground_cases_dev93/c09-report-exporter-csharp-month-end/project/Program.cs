using ReportExporter;
using ReportExporter.Data;
using ReportExporter.Services;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.Configure<ExportOptions>(builder.Configuration.GetSection(ExportOptions.Section));

var connectionString = builder.Configuration.GetConnectionString("Erp")
    ?? throw new InvalidOperationException("ConnectionStrings:Erp is missing");
builder.Services.AddSingleton<IOrderRepository>(_ => new OrderRepository(connectionString));
builder.Services.AddSingleton<OrderExportService>();
builder.Services.AddHostedService<Worker>();

var host = builder.Build();

if (args.Length == 2 && args[0] == "--export-month")
{
    // Manual re-run: dotnet run -- --export-month 2025-03
    var parts = args[1].Split('-');
    var service = host.Services.GetRequiredService<OrderExportService>();
    var path = await service.ExportMonthAsync(int.Parse(parts[0]), int.Parse(parts[1]), CancellationToken.None);
    Console.WriteLine(path);
    return;
}

await host.RunAsync();

/*
 * Deployed as a systemd service on report-01 (see ops wiki "ReportExporter").
 * Files are picked up by finance from the exports share the next morning.
 * ConnectionStrings:Erp comes from user-secrets locally and from the
 * environment (ConnectionStrings__Erp) in production.
 */
