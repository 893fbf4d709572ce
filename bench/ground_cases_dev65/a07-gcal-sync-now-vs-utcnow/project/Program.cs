using CalendarBridge.Data;
using CalendarBridge.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<AppDbContext>(o => o.UseSqlite(builder.Configuration.GetConnectionString("Default")));
builder.Services.AddScoped<TokenStore>();
builder.Services.AddScoped<CalendarSyncService>();
builder.Services.AddControllers();
builder.Services.AddHostedService<NightlyFullSync>();

var app = builder.Build();
app.MapControllers();
app.Run();
