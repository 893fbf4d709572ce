using Microsoft.EntityFrameworkCore;
using Rooms.Api.Data;
using Rooms.Api.Endpoints;
using Rooms.Api.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<RoomsDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Rooms")));
builder.Services.AddStackExchangeRedisCache(o =>
    o.Configuration = builder.Configuration.GetConnectionString("Redis"));

builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddScoped<BookingRepository>();
builder.Services.AddScoped<BookingService>();

builder.Services.AddHealthChecks()
    .AddDbContextCheck<RoomsDbContext>("db")
    .AddRedis(builder.Configuration.GetConnectionString("Redis")!, name: "redis");

builder.Services.AddAuthentication().AddJwtBearer();
builder.Services.AddAuthorization();

var app = builder.Build();

app.UseAuthentication();
app.UseAuthorization();

app.MapHealthChecks("/health");
app.MapRoomEndpoints();
app.MapBookingEndpoints();

app.Run();

public partial class Program;
