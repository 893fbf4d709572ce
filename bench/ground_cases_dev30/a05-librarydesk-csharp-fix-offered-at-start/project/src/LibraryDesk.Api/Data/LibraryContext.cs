using LibraryDesk.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace LibraryDesk.Api.Data;

public class LibraryContext(DbContextOptions<LibraryContext> options) : DbContext(options)
{
    public DbSet<Loan> Loans => Set<Loan>();
    public DbSet<BookCopy> BookCopies => Set<BookCopy>();
    public DbSet<Member> Members => Set<Member>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Loan>().Property(l => l.FeeCharged).HasPrecision(8, 2);
        b.Entity<Loan>().HasIndex(l => new { l.BookCopyId, l.ReturnedOn });
        b.Entity<Member>().HasIndex(m => m.CardNumber).IsUnique();
    }
}
