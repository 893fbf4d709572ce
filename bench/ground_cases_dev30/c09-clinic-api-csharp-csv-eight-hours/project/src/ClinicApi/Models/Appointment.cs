namespace ClinicApi.Models;

public enum AppointmentStatus
{
    Booked,
    CheckedIn,
    Completed,
    NoShow,
    Cancelled,
}

public class Appointment
{
    public long Id { get; set; }

    public long PatientId { get; set; }
    public Patient Patient { get; set; } = null!;

    public long DoctorId { get; set; }
    public Doctor Doctor { get; set; } = null!;

    /// <summary>Start of the visit, stored as UTC (timestamptz).</summary>
    public DateTime StartsAt { get; set; }

    public int DurationMinutes { get; set; } = 15;

    public AppointmentStatus Status { get; set; } = AppointmentStatus.Booked;

    public string? Note { get; set; }
}

public class Patient
{
    public long Id { get; set; }
    public string Name { get; set; } = "";
    public string Phone { get; set; } = "";
}

public class Doctor
{
    public long Id { get; set; }
    public string Name { get; set; } = "";
    public string Department { get; set; } = "";
}
