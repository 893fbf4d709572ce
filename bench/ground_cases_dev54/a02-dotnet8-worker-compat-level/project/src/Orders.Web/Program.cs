using Contoso.Orders.Data;
using Contoso.Orders.Web.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddControllers();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

builder.Services.AddDbContext<OrdersDbContext>(options =>
    options.UseSqlServer(builder.Configuration.GetConnectionString("Orders"),
        // Customer DB is SQL Server 2014 (compat level 120): no OPENJSON for Contains() (EF Core 8)
        sql => sql.UseCompatibilityLevel(120)));

builder.Services.AddScoped<BackorderService>();
builder.Services.AddScoped<CustomerLookup>();
builder.Services.AddHealthChecks()
    .AddDbContextCheck<OrdersDbContext>();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseHttpsRedirection();
app.UseAuthorization();

app.MapControllers();
app.MapHealthChecks("/health");

app.Run();
