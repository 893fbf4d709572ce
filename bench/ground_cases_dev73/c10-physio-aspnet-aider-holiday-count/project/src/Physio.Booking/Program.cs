using Physio.Booking.Api;
using Physio.Booking.Domain;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddSingleton<HolidayCalendar>(_ => HolidayCalendar.Berlin2025());
var clinicZone = builder.Configuration["Clinic:TimeZone"] ?? "Europe/Berlin";
builder.Services.AddSingleton(TimeZoneInfo.FindSystemTimeZoneById(clinicZone));
builder.Services.AddSingleton<RecurrenceExpander>();

var app = builder.Build();

app.MapSeriesEndpoints();

app.Run();

public partial class Program { }
