namespace Rooms.Api.Models;

public enum BookingStatus
{
    Pending,
    Confirmed,
    Declined,
    Cancelled,
}

public class Room
{
    public Guid Id { get; set; }
    public string Name { get; set; } = "";
    public int Capacity { get; set; }
    public string Floor { get; set; } = "";
}

public class Booking
{
    public Guid Id { get; set; }
    public Guid RoomId { get; set; }
    public Room? Room { get; set; }
    public string OwnerId { get; set; } = "";
    public DateTimeOffset Start { get; set; }
    public DateTimeOffset End { get; set; }
    public BookingStatus Status { get; set; }
    public DateTimeOffset CreatedAt { get; set; }
    public DateTimeOffset? CancelledAt { get; set; }
}
