using Microsoft.EntityFrameworkCore;

namespace Ledger.Reconcile.Data;

public sealed class LedgerDb(DbContextOptions<LedgerDb> options) : DbContext(options)
{
    public DbSet<Transaction> Transactions => Set<Transaction>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Transaction>(e =>
        {
            e.ToTable("transactions");
            e.HasKey(t => t.Id);
            e.Property(t => t.Amount).HasPrecision(18, 2);
            e.HasIndex(t => new { t.BookedOn, t.MatchId });
        });
    }
}

public sealed class Transaction
{
    public long Id { get; set; }
    public string Reference { get; set; } = "";
    public decimal Amount { get; set; }
    public DateTime BookedOn { get; set; }
    public string? MatchId { get; set; }
    public DateTime? ReconciledAt { get; set; }
}
