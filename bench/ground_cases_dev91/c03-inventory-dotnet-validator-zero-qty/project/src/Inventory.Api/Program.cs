using FluentValidation;
using FluentValidation.AspNetCore;
using Inventory.Api.Data;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<InventoryDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("Inventory")));
builder.Services.AddScoped<WarehouseRepository>();
builder.Services.AddControllers();
builder.Services.AddFluentValidationAutoValidation();
builder.Services.AddValidatorsFromAssemblyContaining<Program>();
builder.Services.AddHealthChecks()
    .AddDbContextCheck<InventoryDbContext>("db");

var app = builder.Build();

app.MapControllers();
app.MapHealthChecks("/healthz");

app.Run();

public partial class Program { }
