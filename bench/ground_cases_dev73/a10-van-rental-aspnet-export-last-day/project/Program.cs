using Microsoft.EntityFrameworkCore;
using VanRental.Data;
using VanRental.Endpoints;
using VanRental.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<RentalDb>(o =>
    o.UseSqlite(builder.Configuration.GetConnectionString("Rentals") ?? "Data Source=rentals.db"));
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddScoped<LateFeeCalculator>();
builder.Services.AddScoped<RentalReports>();

var app = builder.Build();

app.MapGet("/healthz", () => Results.Ok("ok"));
app.MapRentalEndpoints();
app.MapReportEndpoints();

app.Run();

public partial class Program { }
