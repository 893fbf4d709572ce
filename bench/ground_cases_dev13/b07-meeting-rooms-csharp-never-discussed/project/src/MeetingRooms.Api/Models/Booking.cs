namespace MeetingRooms.Api.Models;

public class Booking
{
    public int Id { get; set; }
    public int RoomId { get; set; }
    public required string Title { get; set; }
    public required string OrganizerEmail { get; set; }

    /// <summary>Start and end as entered, with the organizer's offset (+09:00 in Tokyo).</summary>
    public DateTimeOffset Start { get; set; }
    public DateTimeOffset End { get; set; }

    public DateTimeOffset CreatedAt { get; set; }
    public DateTimeOffset? CancelledAt { get; set; }
    public string? CancelledBy { get; set; }

    public bool IsPast => End.LocalDateTime < DateTime.Now;

    public bool Overlaps(DateTimeOffset start, DateTimeOffset end) => Start < end && start < End;
}

public record CreateBookingRequest(int RoomId, string Title, DateTimeOffset Start, DateTimeOffset End);

public record BookingView(int Id, int RoomId, string Title, string OrganizerEmail, DateTimeOffset Start,
    DateTimeOffset End)
{
    public static BookingView From(Booking b) => new(b.Id, b.RoomId, b.Title, b.OrganizerEmail, b.Start, b.End);
}

public readonly record struct Result<T>(T? Value, string? Error)
{
    public static Result<T> Ok(T value) => new(value, null);
    public static Result<T> Fail(string error) => new(default, error);

    public TOut Match<TOut>(Func<T, TOut> ok, Func<string, TOut> fail) =>
        Error is null ? ok(Value!) : fail(Error);
}
