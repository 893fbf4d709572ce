namespace Kiln.Api.Models;

public class Session
{
    public int Id { get; set; }
    public int StudioId { get; set; }
    public Studio Studio { get; set; } = null!;
    public required string Title { get; set; }
    public DateTime StartsAt { get; set; }
    public int DurationMinutes { get; set; }
    public int Capacity { get; set; }
    public int Booked { get; set; }
}
