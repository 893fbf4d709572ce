using Inventory.Api.Data;
using Inventory.Api.Endpoints;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

var connectionString = builder.Configuration.GetConnectionString("Inventory")
    ?? throw new InvalidOperationException("ConnectionStrings:Inventory is not set");

builder.Services.AddDbContext<InventoryDb>(options => options.UseNpgsql(connectionString));
builder.Services.AddHealthChecks()
    .AddNpgSql(connectionString, name: "postgres", timeout: TimeSpan.FromSeconds(3));
builder.Services.AddProblemDetails();

var app = builder.Build();

app.UseExceptionHandler();
app.MapHealthChecks("/healthz");
app.MapVersionEndpoint();
app.MapItemsEndpoints();

app.Run();

public partial class Program;
