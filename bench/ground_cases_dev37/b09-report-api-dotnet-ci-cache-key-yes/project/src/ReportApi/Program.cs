using Npgsql;
using ReportApi.Services;

var builder = WebApplication.CreateBuilder(args);

// Reports are always shown in Japan time; the database stores local (JST) timestamps.
var jst = TimeZoneInfo.FindSystemTimeZoneById("Asia/Tokyo");
builder.Services.AddSingleton(jst);
builder.Services.AddSingleton(_ => NpgsqlDataSource.Create(builder.Configuration.GetConnectionString("Sales")!));
builder.Services.AddScoped<IOrderQueries, OrderQueries>();
builder.Services.AddScoped<MonthlyReportService>();
builder.Services.AddScoped<WeeklyReportService>();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.MapGet("/reports/monthly", async (int year, int month, MonthlyReportService svc) =>
    Results.Ok(await svc.BuildAsync(year, month)));

app.MapGet("/reports/weekly", async (DateOnly start, WeeklyReportService svc) =>
    Results.Ok(await svc.BuildAsync(start)));

app.Run();

public partial class Program { }
