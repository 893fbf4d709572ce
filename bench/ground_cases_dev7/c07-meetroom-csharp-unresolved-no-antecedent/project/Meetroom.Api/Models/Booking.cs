namespace Meetroom.Api.Models;

public class Booking
{
    public int Id { get; set; }
    public int RoomId { get; set; }
    public string Organizer { get; set; } = "";
    public DateTimeOffset Start { get; set; }
    public DateTimeOffset End { get; set; }
}

public record CreateBookingRequest(int RoomId, string Organizer, DateTimeOffset Start, DateTimeOffset End);
