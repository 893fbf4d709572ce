using Microsoft.EntityFrameworkCore;

namespace Portal.Api.Data;

public sealed class PortalDbContext : DbContext
{
    public PortalDbContext(DbContextOptions<PortalDbContext> options) : base(options)
    {
    }

    public DbSet<TenantSettings> TenantSettings => Set<TenantSettings>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<TenantSettings>(e =>
        {
            e.ToTable("tenant_settings");
            e.HasIndex(x => x.TenantId).IsUnique();
            e.Property(x => x.ThemeColor).HasMaxLength(16);
        });
    }
}
