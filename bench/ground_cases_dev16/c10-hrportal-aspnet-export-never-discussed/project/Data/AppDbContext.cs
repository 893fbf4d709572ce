using HrPortal.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace HrPortal.Api.Data;

public class AppDbContext : DbContext
{
    public AppDbContext(DbContextOptions<AppDbContext> options) : base(options)
    {
    }

    public DbSet<Employee> Employees => Set<Employee>();
    public DbSet<Department> Departments => Set<Department>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        modelBuilder.Entity<Employee>(e =>
        {
            e.ToTable("employees");
            e.HasKey(x => x.Id);
            e.Property(x => x.EmployeeNo).HasMaxLength(16).IsRequired();
            e.HasIndex(x => x.EmployeeNo).IsUnique();
            e.Property(x => x.Name).HasMaxLength(64).IsRequired();
            e.HasOne(x => x.Department).WithMany().HasForeignKey(x => x.DepartmentId);
        });

        modelBuilder.Entity<Department>(d =>
        {
            d.ToTable("departments");
            d.HasKey(x => x.Id);
            d.Property(x => x.Name).HasMaxLength(64).IsRequired();
        });
    }
}
