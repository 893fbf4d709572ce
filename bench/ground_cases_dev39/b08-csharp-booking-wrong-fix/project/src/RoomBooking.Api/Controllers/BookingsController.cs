using Microsoft.AspNetCore.Mvc;
using RoomBooking.Api.Models;
using RoomBooking.Api.Services;

namespace RoomBooking.Api.Controllers;

[ApiController]
[Route("api/bookings")]
public class BookingsController(BookingService service) : ControllerBase
{
    [HttpPost]
    public async Task<IActionResult> Create(BookingRequest req, CancellationToken ct)
    {
        try
        {
            var booking = await service.CreateAsync(req, ct);
            return CreatedAtAction(nameof(Get), new { id = booking.Id }, booking);
        }
        catch (BookingConflictException e)
        {
            return Conflict(new { error = $"会議室 {e.RoomId} はその時間帯すでに予約されています" });
        }
        catch (BookingException e)
        {
            return BadRequest(new { error = e.Message });
        }
    }

    [HttpGet("{id:int}")]
    public IActionResult Get(int id) => Ok(new { id });
}
