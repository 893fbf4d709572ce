using Hr.Portal.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Hr.Portal.Api.Data;

public class PortalDbContext : DbContext
{
    public PortalDbContext(DbContextOptions<PortalDbContext> options) : base(options)
    {
    }

    public DbSet<Employee> Employees => Set<Employee>();
    public DbSet<RefreshToken> RefreshTokens => Set<RefreshToken>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Employee>().HasIndex(e => e.EmployeeNo).IsUnique();
        b.Entity<Employee>().Property(e => e.Roles).HasColumnType("text[]");
        b.Entity<RefreshToken>().HasIndex(t => t.Token).IsUnique();
        b.Entity<RefreshToken>().HasIndex(t => new { t.UserId, t.RevokedAt });
    }
}
