using Loyalty.Api.Data;
using Loyalty.Api.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<LoyaltyDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Loyalty")));
builder.Services.AddScoped<LedgerService>();

var app = builder.Build();

app.MapGet("/customers/{id:int}/points", async (int id, LedgerService ledger) =>
    Results.Ok(new { customerId = id, points = await ledger.BalanceAsync(id) }));

app.MapPost("/customers/{id:int}/points", async (int id, EarnRequest req, LedgerService ledger) =>
{
    var entry = await ledger.EarnAsync(id, req.Amount, req.Reason);
    return Results.Created($"/customers/{id}/points", entry);
});

app.Run();

public record EarnRequest(decimal Amount, string Reason);
