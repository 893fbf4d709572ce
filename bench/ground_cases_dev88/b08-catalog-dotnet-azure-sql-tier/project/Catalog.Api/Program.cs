using Catalog.Api.Data;
using Catalog.Api.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<CatalogDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("Catalog")));
builder.Services.AddMemoryCache();
builder.Services.AddScoped<ProductService>();
builder.Services.AddControllers();

var app = builder.Build();

app.MapControllers();
app.MapGet("/healthz", () => Results.Ok(new { ok = true }));

app.Run();
