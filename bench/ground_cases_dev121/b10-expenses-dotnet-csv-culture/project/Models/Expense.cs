using Microsoft.EntityFrameworkCore;

namespace Expenses.Models;

public enum Category
{
    Travel,
    Meals,
    Supplies,
    Software,
    Other,
}

public class Expense
{
    public int Id { get; set; }
    public DateOnly Date { get; set; }
    public Category Category { get; set; }
    public decimal Amount { get; set; }
    public string Currency { get; set; } = "JPY";
    public string? Memo { get; set; }
    public string SubmittedBy { get; set; } = "";
}

public class ExpensesDb(DbContextOptions<ExpensesDb> options) : DbContext(options)
{
    public DbSet<Expense> Expenses => Set<Expense>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Expense>().Property(e => e.Amount).HasPrecision(12, 2);
        b.Entity<Expense>().Property(e => e.Category).HasConversion<string>();
        b.Entity<Expense>().HasIndex(e => new { e.SubmittedBy, e.Date });
    }
}
