using Microsoft.EntityFrameworkCore;
using ReportsApi.Data;
using ReportsApi.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<AppDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Main")));
builder.Services.AddScoped<ReportService>();
builder.Services.AddControllers();
builder.Services.AddResponseCaching();

var app = builder.Build();

app.UseResponseCaching();
app.MapControllers();
app.Run();

public partial class Program { }
