using Microsoft.EntityFrameworkCore;
using Shop.Webhooks.Data;
using Shop.Webhooks.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<AppDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Shop")));
builder.Services.AddScoped<ProcessedEventStore>();
builder.Services.AddScoped<IOrderFulfillment, OrderFulfillment>();
builder.Services.AddSingleton<IMailer, SmtpMailer>();
builder.Services.AddControllers();

var app = builder.Build();
app.MapControllers();
app.MapGet("/healthz", () => Results.Ok(new { ok = true }));
app.Run();

public partial class Program { }
