using QuestPDF.Infrastructure;
using Shop.Receipts.Services;

QuestPDF.Settings.License = LicenseType.Community;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddControllers();
builder.Services.AddSingleton<IOrderLookup, InMemoryOrderLookup>();
builder.Services.AddScoped<ReceiptService>();

var app = builder.Build();

app.MapControllers();
app.MapGet("/healthz", () => Results.Ok("ok"));

app.Run();

public partial class Program { }
