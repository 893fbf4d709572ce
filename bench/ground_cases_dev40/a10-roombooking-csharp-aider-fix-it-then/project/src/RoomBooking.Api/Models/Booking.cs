namespace RoomBooking.Api.Models;

public enum BookingStatus
{
    Active = 0,
    // Set by facility management when a room is closed, or by the owner.
    Cancelled = 1,
}

public sealed class Room
{
    public int Id { get; set; }
    public required string Name { get; set; }
    public int Seats { get; set; }
    public string? Floor { get; set; }
}

public sealed class Booking
{
    public int Id { get; set; }
    public int RoomId { get; set; }
    public Room? Room { get; set; }
    public required string OwnerId { get; set; }
    public required string Title { get; set; }
    public DateTime Start { get; set; }
    public DateTime End { get; set; }
    public BookingStatus Status { get; set; }
    public DateTime CreatedAt { get; set; }
    public DateTime? CancelledAt { get; set; }
}

public sealed record CreateBookingRequest(int RoomId, string Title, DateTime Start, DateTime End);

public sealed record BookingResult(Booking? Booking, string? Error, bool IsConflict)
{
    public static BookingResult Ok(Booking b) => new(b, null, false);
    public static BookingResult Invalid(string error) => new(null, error, false);
    public static BookingResult Conflict(string error) => new(null, error, true);
}
