using Inventory.Api.Data;
using Inventory.Api.Endpoints;
using Inventory.Api.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

var dbOptions = builder.Configuration.GetSection("Database").Get<DatabaseOptions>() ?? new DatabaseOptions();

builder.Services.AddDbContext<AppDbContext>(options =>
    options.UseSqlServer(
        builder.Configuration.GetConnectionString("Inventory"),
        sql =>
        {
            sql.CommandTimeout(dbOptions.CommandTimeoutSeconds);
            sql.EnableRetryOnFailure(maxRetryCount: dbOptions.MaxRetryCount);
        }));

builder.Services.AddScoped<StockService>();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.MapStockEndpoints();
app.MapGet("/healthz", () => Results.Ok("ok"));

app.Run();

public sealed class DatabaseOptions
{
    public int CommandTimeoutSeconds { get; set; } = 5;
    public int MaxRetryCount { get; set; } = 3;
}
