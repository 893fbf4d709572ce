using Microsoft.EntityFrameworkCore;

namespace DocVault.Api.Data;

public class VaultDbContext(DbContextOptions<VaultDbContext> options) : DbContext(options)
{
    public DbSet<DocumentRecord> Documents => Set<DocumentRecord>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<DocumentRecord>().HasIndex(d => new { d.TenantId, d.UploadedAt });
        b.Entity<DocumentRecord>().HasQueryFilter(d => d.DeletedAt == null);
    }
}
