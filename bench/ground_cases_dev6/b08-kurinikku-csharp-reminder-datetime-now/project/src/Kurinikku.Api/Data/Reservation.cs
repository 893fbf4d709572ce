namespace Kurinikku.Api.Data;

public enum ReservationStatus
{
    Confirmed,
    Cancelled,
    Completed,
}

public class Reservation
{
    public int Id { get; set; }
    public required string PatientName { get; set; }
    public required string PatientEmail { get; set; }
    public int DoctorId { get; set; }

    /// <summary>Start of the appointment, stored in UTC.</summary>
    public DateTime StartsAt { get; set; }

    /// <summary>When the reminder mail should go out, in UTC (StartsAt - lead time).</summary>
    public DateTime RemindAt { get; set; }

    public DateTime? ReminderSentAt { get; set; }
    public ReservationStatus Status { get; set; } = ReservationStatus.Confirmed;
}
