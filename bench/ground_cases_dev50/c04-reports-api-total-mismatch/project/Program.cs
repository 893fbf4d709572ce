using Microsoft.EntityFrameworkCore;
using ReportsApi.Data;
using ReportsApi.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<AppDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Orders")));
builder.Services.AddMemoryCache();
builder.Services.Configure<FxOptions>(builder.Configuration.GetSection("Fx"));
builder.Services.AddHttpClient<FxRateProvider>();
builder.Services.AddScoped<OrderQueries>();
builder.Services.AddScoped<ReportService>();
builder.Services.AddSingleton<CsvExporter>();
builder.Services.AddControllers();

var app = builder.Build();
app.MapControllers();
app.Run();

public partial class Program { }
