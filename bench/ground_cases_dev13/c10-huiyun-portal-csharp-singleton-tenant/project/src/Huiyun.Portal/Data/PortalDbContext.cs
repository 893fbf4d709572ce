using Huiyun.Portal.Tenancy;
using Microsoft.EntityFrameworkCore;

namespace Huiyun.Portal.Data;

public sealed class PortalDbContext : DbContext
{
    private readonly ITenantContext _tenant;

    public PortalDbContext(DbContextOptions<PortalDbContext> options, ITenantContext tenant) : base(options)
    {
        _tenant = tenant;
    }

    public DbSet<Order> Orders => Set<Order>();

    public DbSet<Customer> Customers => Set<Customer>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        // Every query only sees rows of the current tenant.
        modelBuilder.Entity<Order>().HasQueryFilter(o => o.TenantId == _tenant.TenantId);
        modelBuilder.Entity<Customer>().HasQueryFilter(c => c.TenantId == _tenant.TenantId);

        modelBuilder.Entity<Order>().Property(o => o.Total).HasPrecision(18, 2);
        modelBuilder.Entity<Order>().HasIndex(o => new { o.TenantId, o.CreatedAt });
        modelBuilder.Entity<Customer>().HasIndex(c => new { c.TenantId, c.CreatedAt });
    }
}

public sealed class Order
{
    public long Id { get; set; }
    public required string TenantId { get; set; }
    public decimal Total { get; set; }
    public DateTime CreatedAt { get; set; }
}

public sealed class Customer
{
    public long Id { get; set; }
    public required string TenantId { get; set; }
    public required string Name { get; set; }
    public DateTime CreatedAt { get; set; }
}
