using Billing.Api.Invoices;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<BillingDb>(opt =>
    opt.UseNpgsql(builder.Configuration.GetConnectionString("Billing")));
builder.Services.AddScoped<InvoiceService>();
builder.Services.AddHealthChecks().AddDbContextCheck<BillingDb>();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.MapHealthChecks("/healthz");

app.MapGet("/invoices/{id:guid}", async (Guid id, InvoiceService svc) =>
    await svc.FindAsync(id) is { } invoice ? Results.Ok(invoice) : Results.NotFound());

app.MapPost("/invoices", async (CreateInvoice cmd, InvoiceService svc) =>
{
    var invoice = await svc.CreateAsync(cmd);
    return Results.Created($"/invoices/{invoice.Id}", invoice);
});

app.MapPost("/invoices/{id:guid}/void", async (Guid id, InvoiceService svc) =>
    await svc.VoidAsync(id) ? Results.NoContent() : Results.NotFound());

app.Run();

public partial class Program { }
