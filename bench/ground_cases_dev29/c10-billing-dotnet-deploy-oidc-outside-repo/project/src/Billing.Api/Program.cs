using Billing.Api.Data;
using Billing.Api.Invoices;
using Microsoft.EntityFrameworkCore;
using Serilog;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration));

builder.Services.AddDbContext<BillingDb>(opt =>
    opt.UseSqlServer(builder.Configuration.GetConnectionString("Billing")));
builder.Services.AddScoped<InvoiceService>();
builder.Services.AddHealthChecks().AddDbContextCheck<BillingDb>();
builder.Services.AddProblemDetails();

var app = builder.Build();

app.UseExceptionHandler();
app.UseSerilogRequestLogging();

app.MapHealthChecks("/healthz");

var invoices = app.MapGroup("/api/invoices");
invoices.MapGet("/{id:int}", async (int id, InvoiceService svc) =>
    await svc.FindAsync(id) is { } inv ? Results.Ok(inv) : Results.NotFound());
invoices.MapPost("/", async (CreateInvoice cmd, InvoiceService svc) =>
{
    var inv = await svc.CreateAsync(cmd);
    return Results.Created($"/api/invoices/{inv.Id}", inv);
});

app.Run();

public partial class Program { }
