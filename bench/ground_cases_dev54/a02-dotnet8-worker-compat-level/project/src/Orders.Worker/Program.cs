using Contoso.Orders.Data;
using Contoso.Orders.Worker.Jobs;
using Microsoft.EntityFrameworkCore;

// Runs as a Windows service on app-erp02 (sc.exe "Contoso Orders Worker").
IHost host = Host.CreateDefaultBuilder(args)
    .UseWindowsService(options =>
    {
        options.ServiceName = "Contoso Orders Worker";
    })
    .ConfigureLogging((context, logging) =>
    {
        logging.ClearProviders();
        logging.AddEventLog(settings => settings.SourceName = "ContosoOrdersWorker");
        logging.AddSimpleConsole(o => o.TimestampFormat = "HH:mm:ss ");
    })
    .ConfigureServices((context, services) =>
    {
        services.AddOptions<ReorderOptions>()
            .Bind(context.Configuration.GetSection("Reorder"))
            .Validate(o => o.WarehouseIds.Length > 0, "Reorder:WarehouseIds is empty")
            .ValidateOnStart();

        services.AddDbContext<OrdersDbContext>(options =>
            options.UseSqlServer(context.Configuration.GetConnectionString("Orders")),
            ServiceLifetime.Transient);

        services.AddHostedService<ReorderJob>();
    })
    .Build();

await host.RunAsync();
