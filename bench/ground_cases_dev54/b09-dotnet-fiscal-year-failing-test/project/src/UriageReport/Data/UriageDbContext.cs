using Microsoft.EntityFrameworkCore;

namespace UriageReport.Data;

public class UriageDbContext : DbContext
{
    public UriageDbContext(DbContextOptions<UriageDbContext> options) : base(options) { }

    public DbSet<SalesLine> SalesLines => Set<SalesLine>();
    public DbSet<Department> Departments => Set<Department>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<SalesLine>(e =>
        {
            e.ToTable("T_URIAGE_MEISAI");
            e.HasKey(x => x.Id);
            e.Property(x => x.Amount).HasColumnType("decimal(12,0)");
            e.HasOne(x => x.Department).WithMany().HasForeignKey(x => x.DepartmentCode);
        });
        b.Entity<Department>(e =>
        {
            e.ToTable("M_BUMON");
            e.HasKey(x => x.Code);
        });
    }
}

public class SalesLine
{
    public long Id { get; set; }
    public DateTime SoldOn { get; set; }
    public string DepartmentCode { get; set; } = "";
    public Department Department { get; set; } = null!;
    public decimal Amount { get; set; }
    public bool IsCancelled { get; set; }
}

public class Department
{
    public string Code { get; set; } = "";
    public string Name { get; set; } = "";
}
