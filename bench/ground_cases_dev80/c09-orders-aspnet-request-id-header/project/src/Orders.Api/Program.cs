using Orders.Api.Data;
using Orders.Api.Endpoints;
using Orders.Api.Middleware;
using Microsoft.EntityFrameworkCore;
using Serilog;
using Serilog.Formatting.Compact;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((ctx, services, cfg) =>
{
    cfg.ReadFrom.Configuration(ctx.Configuration)
        .ReadFrom.Services(services)
        .Enrich.FromLogContext()
        .Enrich.WithProperty("Application", "orders-api")
        .WriteTo.Console(new RenderedCompactJsonFormatter());

    var seqUrl = ctx.Configuration["Seq:ServerUrl"];
    if (!string.IsNullOrWhiteSpace(seqUrl))
    {
        cfg.WriteTo.Seq(seqUrl);
    }
});

builder.Services.AddDbContext<OrdersDbContext>(opt =>
    opt.UseNpgsql(builder.Configuration.GetConnectionString("Orders")));
builder.Services.AddHealthChecks();

var app = builder.Build();

app.UseMiddleware<RequestIdMiddleware>();
app.UseSerilogRequestLogging();

app.MapHealthChecks("/health");
app.MapOrderEndpoints();

app.Run();

public partial class Program { }
