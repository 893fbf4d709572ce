namespace TicketApi.Models;

public enum TicketStatus { Open, InProgress, Resolved, Closed }

public class Ticket
{
    public int Id { get; set; }
    public string Title { get; set; } = "";
    public string? Description { get; set; }
    public TicketStatus Status { get; set; } = TicketStatus.Open;
    public string? Assignee { get; set; }
    public DateTimeOffset CreatedAt { get; set; } = DateTimeOffset.UtcNow;
    public DateTimeOffset? ResolvedAt { get; set; }
}
