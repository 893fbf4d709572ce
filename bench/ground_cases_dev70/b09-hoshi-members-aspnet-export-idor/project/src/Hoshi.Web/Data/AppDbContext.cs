using Hoshi.Web.Models;
using Microsoft.AspNetCore.Identity.EntityFrameworkCore;
using Microsoft.EntityFrameworkCore;

namespace Hoshi.Web.Data;

public class AppDbContext : IdentityDbContext<AppUser>
{
    public AppDbContext(DbContextOptions<AppDbContext> options) : base(options)
    {
    }

    public DbSet<AuditEntry> AuditEntries => Set<AuditEntry>();

    public DbSet<Order> Orders => Set<Order>();

    protected override void OnModelCreating(ModelBuilder builder)
    {
        base.OnModelCreating(builder);
        builder.Entity<AuditEntry>().HasIndex(e => new { e.SubjectId, e.At });
        builder.Entity<Order>().HasIndex(o => o.UserId);
    }
}

public class Order
{
    public long Id { get; set; }

    public string UserId { get; set; } = "";

    public decimal Total { get; set; }

    public DateTimeOffset OrderedAt { get; set; }
}
