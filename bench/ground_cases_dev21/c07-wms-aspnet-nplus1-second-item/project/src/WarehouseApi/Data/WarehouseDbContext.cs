using Microsoft.EntityFrameworkCore;
using WarehouseApi.Models;

namespace WarehouseApi.Data;

public class WarehouseDbContext : DbContext
{
    public WarehouseDbContext(DbContextOptions<WarehouseDbContext> options) : base(options)
    {
    }

    public DbSet<Shipment> Shipments => Set<Shipment>();
    public DbSet<ShipmentLine> ShipmentLines => Set<ShipmentLine>();
    public DbSet<Carrier> Carriers => Set<Carrier>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Shipment>(e =>
        {
            e.ToTable("shipments");
            e.HasIndex(x => x.ShipmentNo).IsUnique();
            e.HasMany(x => x.Lines).WithOne().HasForeignKey(l => l.ShipmentId);
            e.HasOne(x => x.Carrier).WithMany().HasForeignKey(x => x.CarrierId);
        });
        b.Entity<ShipmentLine>().ToTable("shipment_lines");
        b.Entity<Carrier>().ToTable("carriers");
    }
}
