using Acme.Booking.Api;
using Acme.Booking.Data;
using Acme.Booking.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<BookingDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("Booking")));
builder.Services.AddScoped<BookingRepository>();
builder.Services.AddScoped<ReminderService>();
builder.Services.AddSingleton<ISmsSender, LoggingSmsSender>();
builder.Services.Configure<ReminderOptions>(builder.Configuration.GetSection("Reminders"));
builder.Services.AddHostedService<ReminderWorker>();
builder.Services.AddSingleton(TimeProvider.System);

var app = builder.Build();

app.MapBookingEndpoints();
app.MapGet("/healthz", () => Results.Ok("ok"));

app.Run();

public partial class Program;
