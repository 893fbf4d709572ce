namespace Physio.Booking.Domain;

/// <summary>A weekly treatment series: same weekday and local time, every N weeks.</summary>
public sealed record RecurrenceRule(
    DateTime FirstLocalStart,
    TimeSpan Duration,
    int IntervalWeeks,
    int Count)
{
    public void Validate()
    {
        if (FirstLocalStart.Kind == DateTimeKind.Utc)
        {
            throw new ArgumentException("FirstLocalStart must be clinic-local time", nameof(FirstLocalStart));
        }
        if (IntervalWeeks < 1 || IntervalWeeks > 4)
        {
            throw new ArgumentOutOfRangeException(nameof(IntervalWeeks));
        }
        if (Count < 1 || Count > 30)
        {
            throw new ArgumentOutOfRangeException(nameof(Count), "a series has 1 to 30 sessions");
        }
        if (Duration <= TimeSpan.Zero || Duration > TimeSpan.FromHours(2))
        {
            throw new ArgumentOutOfRangeException(nameof(Duration));
        }
    }
}

public sealed record Occurrence(DateTimeOffset StartsAt, DateTimeOffset EndsAt);
