using System.Security.Claims;
using MeetingRooms.Api.Data;
using MeetingRooms.Api.Models;
using MeetingRooms.Api.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<BookingDbContext>(o =>
    o.UseSqlite(builder.Configuration.GetConnectionString("Bookings") ?? "Data Source=bookings.db"));
builder.Services.AddScoped<BookingService>();
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddAuthentication().AddJwtBearer();
builder.Services.AddAuthorization();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

app.UseSwagger();
app.UseSwaggerUI();
app.UseAuthentication();
app.UseAuthorization();

var bookings = app.MapGroup("/bookings").RequireAuthorization();

bookings.MapGet("/rooms/{roomId:int}", async (int roomId, DateOnly date, BookingService svc) =>
    Results.Ok(await svc.ListForRoomAsync(roomId, date)));

bookings.MapPost("/", async (CreateBookingRequest req, ClaimsPrincipal user, BookingService svc) =>
{
    var result = await svc.CreateAsync(req, user.FindFirstValue(ClaimTypes.Email)!);
    return result.Match(
        booking => Results.Created($"/bookings/{booking.Id}", booking),
        error => Results.Conflict(new { error }));
});

bookings.MapDelete("/{id:int}", async (int id, ClaimsPrincipal user, BookingService svc) =>
{
    var result = await svc.CancelAsync(id, user.FindFirstValue(ClaimTypes.Email)!);
    return result.Match(
        _ => Results.NoContent(),
        error => error == "forbidden" ? Results.Forbid() : Results.NotFound());
})
.WithSummary("Cancel a booking")
.WithDescription("Only the organizer can cancel. 204 when cancelled, 403 when the booking belongs to "
    + "someone else, 404 when it does not exist or is already cancelled.")
.Produces(StatusCodes.Status204NoContent)
.Produces(StatusCodes.Status403Forbidden)
.Produces(StatusCodes.Status404NotFound);

app.Run();

public partial class Program;
