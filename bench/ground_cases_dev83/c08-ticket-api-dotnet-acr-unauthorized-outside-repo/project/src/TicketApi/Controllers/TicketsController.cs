using Microsoft.AspNetCore.Mvc;
using TicketApi.Models;
using TicketApi.Services;

namespace TicketApi.Controllers;

[ApiController]
[Route("api/tickets")]
public class TicketsController(TicketService service) : ControllerBase
{
    public record CreateTicket(string Title, string? Description);

    [HttpGet]
    public Task<List<Ticket>> List([FromQuery] TicketStatus? status, CancellationToken ct) =>
        service.ListAsync(status, ct);

    [HttpPost]
    public async Task<ActionResult<Ticket>> Create(CreateTicket body, CancellationToken ct)
    {
        if (string.IsNullOrWhiteSpace(body.Title))
        {
            return BadRequest("title is required");
        }
        var ticket = await service.CreateAsync(body.Title, body.Description, ct);
        return Created($"/api/tickets/{ticket.Id}", ticket);
    }

    [HttpPost("{id:int}/resolve")]
    public async Task<ActionResult<Ticket>> Resolve(int id, CancellationToken ct)
    {
        var ticket = await service.ResolveAsync(id, ct);
        return ticket is null ? NotFound() : ticket;
    }
}
