using Microsoft.EntityFrameworkCore;

namespace Ledgerly.Api.Data;

public class LedgerDbContext : DbContext
{
    public LedgerDbContext(DbContextOptions<LedgerDbContext> options) : base(options) { }

    public DbSet<Account> Accounts => Set<Account>();
    public DbSet<Entry> Entries => Set<Entry>();
    public DbSet<Attachment> Attachments => Set<Attachment>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Account>(a =>
        {
            a.HasKey(x => x.Id);
            a.Property(x => x.Name).HasMaxLength(200).IsRequired();
        });

        b.Entity<Entry>(e =>
        {
            e.HasKey(x => x.Id);
            e.Property(x => x.Amount).HasPrecision(18, 2);
            e.Property(x => x.Category).HasMaxLength(80).IsRequired();
            e.HasIndex(x => new { x.AccountId, x.BookedAt });
            e.HasMany(x => x.Attachments).WithOne().HasForeignKey(x => x.EntryId);
        });

        b.Entity<Attachment>(a =>
        {
            a.HasKey(x => x.Id);
            a.Property(x => x.FileName).HasMaxLength(260).IsRequired();
            a.Property(x => x.Content).IsRequired();
        });
    }
}
