using Meetroom.Api.Models;
using Meetroom.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Meetroom.Api.Controllers;

[ApiController]
[Route("api/bookings")]
public class BookingsController : ControllerBase
{
    private readonly BookingService _bookings;

    public BookingsController(BookingService bookings)
    {
        _bookings = bookings;
    }

    [HttpGet]
    public async Task<ActionResult<List<Booking>>> ForRoom([FromQuery] int roomId, [FromQuery] DateOnly day,
        CancellationToken ct)
    {
        return Ok(await _bookings.ForRoomAsync(roomId, day, ct));
    }

    [HttpPost]
    public async Task<ActionResult<Booking>> Create(CreateBookingRequest req, CancellationToken ct)
    {
        if (req.End <= req.Start)
        {
            return BadRequest("end must be after start");
        }
        var booking = await _bookings.CreateAsync(req, ct);
        return booking is null ? Conflict("time slot already booked") : Ok(booking);
    }
}
