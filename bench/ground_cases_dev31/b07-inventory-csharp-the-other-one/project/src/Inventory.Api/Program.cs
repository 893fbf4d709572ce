using Inventory.Api.Data;
using Inventory.Api.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<InventoryDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Inventory")));
builder.Services.AddScoped<StockService>();
builder.Services.AddScoped<OrderService>();
builder.Services.AddControllers();

var app = builder.Build();

app.MapControllers();
app.Run();
