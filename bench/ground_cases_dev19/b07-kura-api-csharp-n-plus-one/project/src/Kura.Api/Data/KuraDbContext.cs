using Kura.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Kura.Api.Data;

public sealed class KuraDbContext : DbContext
{
    public KuraDbContext(DbContextOptions<KuraDbContext> options) : base(options)
    {
    }

    public DbSet<Order> Orders => Set<Order>();
    public DbSet<Customer> Customers => Set<Customer>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        modelBuilder.Entity<Order>(e =>
        {
            e.HasIndex(o => o.OrderedOn);
            e.Property(o => o.TotalAmount).HasPrecision(12, 0);
            e.HasOne(o => o.Customer)
                .WithMany(c => c.Orders)
                .HasForeignKey(o => o.CustomerId);
        });

        modelBuilder.Entity<Customer>(e =>
        {
            e.Property(c => c.Name).HasMaxLength(120);
            e.HasIndex(c => c.Email).IsUnique();
        });
    }
}
