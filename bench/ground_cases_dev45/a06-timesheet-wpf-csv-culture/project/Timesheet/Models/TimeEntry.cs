namespace Timesheet.Models;

public sealed record TimeEntry(
    DateOnly Date,
    string Project,
    string Task,
    decimal Hours,
    decimal Rate,
    bool Billable);
