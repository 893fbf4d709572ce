using Microsoft.EntityFrameworkCore;
using Zaiko.Api.Data;
using Zaiko.Api.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<ZaikoDbContext>(options =>
    options.UseSqlServer(builder.Configuration.GetConnectionString("Zaiko")));

builder.Services.Configure<ReservationOptions>(builder.Configuration.GetSection("Reservation"));
builder.Services.AddScoped<StockService>();
builder.Services.AddHostedService<ExpiryWorker>();
builder.Services.AddControllers();

var app = builder.Build();

app.MapControllers();
app.MapGet("/healthz", async (ZaikoDbContext db) =>
    await db.Database.CanConnectAsync() ? Results.Ok("ok") : Results.StatusCode(503));

app.Run();

public partial class Program
{
}
