namespace Clinic.Api.Models;

public sealed class Patient
{
    public int Id { get; set; }
    public required string FullName { get; set; }
    public required string Email { get; set; }
    public string? Phone { get; set; }
    public DateOnly BirthDate { get; set; }
    public List<Appointment> Appointments { get; set; } = [];
}
