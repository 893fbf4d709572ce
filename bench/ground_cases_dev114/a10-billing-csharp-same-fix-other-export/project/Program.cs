using System.Globalization;
using Billing.Exports;
using Microsoft.AspNetCore.Localization;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddSingleton<IBillingStore, SqlBillingStore>();
builder.Services.AddSingleton<CustomerExport>();
builder.Services.AddSingleton<InvoiceExport>();

var app = builder.Build();

var cultures = new[] { "en-GB", "de-DE", "sv-SE", "fr-FR" }.Select(c => new CultureInfo(c)).ToList();
app.UseRequestLocalization(new RequestLocalizationOptions
{
    DefaultRequestCulture = new RequestCulture("en-GB"),
    SupportedCultures = cultures,
    SupportedUICultures = cultures,
});

app.MapGet("/exports/customers.csv", async (CustomerExport export, CancellationToken ct) =>
    Results.File(await export.BuildAsync(ct), "text/csv", "customers.csv"));

app.MapGet("/exports/invoices.csv", async (InvoiceExport export, DateOnly from, DateOnly to, CancellationToken ct) =>
    Results.File(await export.BuildAsync(from, to, ct), "text/csv", "invoices.csv"));

app.Run();
