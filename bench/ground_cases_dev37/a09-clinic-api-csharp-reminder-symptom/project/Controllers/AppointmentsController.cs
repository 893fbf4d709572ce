using Clinic.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Clinic.Api.Controllers;

[ApiController]
[Route("api/doctors/{doctorId:int}")]
public sealed class AppointmentsController(AppointmentService appointments) : ControllerBase
{
    [HttpGet("appointments")]
    public async Task<IActionResult> List(int doctorId, [FromQuery] DateOnly day, CancellationToken ct)
    {
        var list = await appointments.ForDoctorAsync(doctorId, day, ct);
        return Ok(list.Select(a => new { a.Id, a.StartsAt, a.Duration, a.Status, patient = a.PatientId }));
    }

    [HttpGet("slots")]
    public async Task<IActionResult> Slots(int doctorId, [FromQuery] DateOnly day, CancellationToken ct)
    {
        var slots = await appointments.SlotsAsync(doctorId, day, ct);
        return slots is null ? NotFound() : Ok(slots);
    }
}
