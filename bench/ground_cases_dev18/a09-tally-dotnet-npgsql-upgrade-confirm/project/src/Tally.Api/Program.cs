using Microsoft.EntityFrameworkCore;
using Serilog;
using Tally.Api.Data;
using Tally.Api.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration));

builder.Services.AddDbContext<TallyDbContext>(options =>
    options.UseNpgsql(builder.Configuration.GetConnectionString("Tally")));

builder.Services.AddScoped<OrderService>();
builder.Services.AddScoped<ReportService>();
builder.Services.AddControllers();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseSerilogRequestLogging();
app.MapControllers();

app.MapGet("/reports/daily", async (int? days, ReportService reports) =>
    Results.Ok(await reports.GetDailyTotalsAsync(days ?? 30)));

app.Run();
