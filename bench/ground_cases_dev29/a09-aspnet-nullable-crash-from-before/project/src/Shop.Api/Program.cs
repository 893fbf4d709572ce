using Microsoft.EntityFrameworkCore;
using Shop.Api.Data;

var builder = WebApplication.CreateBuilder(args);

var pg = builder.Configuration.GetConnectionString("Postgres")
    ?? throw new InvalidOperationException("ConnectionStrings:Postgres is not set");
var redis = builder.Configuration.GetConnectionString("Redis") ?? "";

builder.Services.AddDbContext<ShopDbContext>(o => o.UseNpgsql(pg));
builder.Services.AddControllers();
builder.Services.AddHealthChecks()
    .AddNpgSql(pg, name: "postgres")
    .AddRedis(redis, name: "redis");

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    using var scope = app.Services.CreateScope();
    scope.ServiceProvider.GetRequiredService<ShopDbContext>().Database.Migrate();
}

app.MapControllers();
app.MapHealthChecks("/healthz");

app.Run();
