using Microsoft.EntityFrameworkCore;
using Zaiko.Api.Contracts;
using Zaiko.Api.Data;
using Zaiko.Api.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<ZaikoDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Zaiko")));
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddScoped<StockService>();
builder.Services.AddProblemDetails();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseExceptionHandler();
app.UseStatusCodePages();

var items = app.MapGroup("/items").WithTags("Items");

items.MapGet("/", async (StockService stock, CancellationToken ct) =>
    Results.Ok(await stock.ListAsync(ct)));

items.MapGet("/{sku}", async (string sku, StockService stock, CancellationToken ct) =>
    await stock.FindAsync(sku, ct) is { } item ? Results.Ok(item) : Results.NotFound());

items.MapPost("/", async (CreateItemRequest req, StockService stock, CancellationToken ct) =>
{
    try
    {
        var created = await stock.CreateAsync(req, ct);
        return Results.Created($"/items/{created.Sku}", created);
    }
    catch (DuplicateSkuException ex)
    {
        return Results.Problem(ex.Message, statusCode: StatusCodes.Status409Conflict);
    }
});

items.MapPost("/{sku}/adjust", async (string sku, AdjustRequest req, StockService stock, CancellationToken ct) =>
{
    try
    {
        return await stock.AdjustAsync(sku, req.Delta, ct) is { } item ? Results.Ok(item) : Results.NotFound();
    }
    catch (InsufficientStockException ex)
    {
        return Results.Problem(ex.Message, statusCode: StatusCodes.Status409Conflict);
    }
});

app.Run();

public partial class Program { }
