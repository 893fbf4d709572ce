namespace Timesheets.Api.Models;

public class TimeEntry
{
    public int Id { get; set; }

    public int EmployeeId { get; set; }

    public Employee Employee { get; set; } = null!;

    /// <summary>The calendar day the work was done (the employee's local date).</summary>
    public DateOnly Date { get; set; }

    public decimal Hours { get; set; }

    public string ProjectCode { get; set; } = "";

    public string? Note { get; set; }

    public bool Approved { get; set; }
}

public record WeeklyTotal(int EmployeeId, DateOnly WeekStart, decimal Hours, decimal ApprovedHours, int Entries);
