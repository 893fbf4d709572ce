namespace ClinicBooking.Api.Data;

public enum BookingStatus
{
    Confirmed = 1,
    Cancelled = 2,
    Completed = 3,
    NoShow = 4,
}

public class Booking
{
    public int Id { get; set; }
    public int DoctorId { get; set; }
    public int PatientId { get; set; }

    /// <summary>Stored in UTC (timestamp with time zone in PostgreSQL).</summary>
    public DateTime StartUtc { get; set; }
    public DateTime EndUtc { get; set; }

    public BookingStatus Status { get; set; }
    public string? CancelReason { get; set; }
}
