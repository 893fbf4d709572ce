using Microsoft.EntityFrameworkCore;

namespace KintaiApi.Data;

public sealed class Employee
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public string Department { get; set; } = "";
}

public sealed class TimeEntry
{
    public long Id { get; set; }
    public int EmployeeId { get; set; }
    public Employee Employee { get; set; } = null!;
    public DateOnly WorkDate { get; set; }
    public int WorkedMinutes { get; set; }
    public int OvertimeMinutes { get; set; }
}

public sealed class KintaiDbContext(DbContextOptions<KintaiDbContext> options) : DbContext(options)
{
    public DbSet<Employee> Employees => Set<Employee>();
    public DbSet<TimeEntry> TimeEntries => Set<TimeEntry>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<TimeEntry>().HasIndex(e => new { e.EmployeeId, e.WorkDate }).IsUnique();
    }
}
