namespace Clinic.Api.Models;

public sealed class Slot
{
    public int Id { get; set; }
    public int DoctorId { get; set; }

    /// <summary>Start of the slot, stored in UTC.</summary>
    public DateTime StartsAtUtc { get; set; }
    public int DurationMinutes { get; set; }
    public List<Appointment> Appointments { get; set; } = new();
}

public sealed class Appointment
{
    public int Id { get; set; }
    public int SlotId { get; set; }
    public int PatientId { get; set; }
    public AppointmentStatus Status { get; set; }
}

public enum AppointmentStatus
{
    Pending,
    Confirmed,
    Cancelled,
}

/// <summary>A free slot as shown to patients, in the clinic's local time.</summary>
public sealed record SlotDto(int Id, DateTime StartsAt, int DurationMinutes);
