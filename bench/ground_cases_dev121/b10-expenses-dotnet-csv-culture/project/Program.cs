using System.Text;
using Expenses.Export;
using Expenses.Models;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddDbContext<ExpensesDb>(o =>
    o.UseSqlite(builder.Configuration.GetConnectionString("Expenses") ?? "Data Source=expenses.db"));

var app = builder.Build();

app.MapGet("/expenses", async (ExpensesDb db, DateOnly? from, DateOnly? to) =>
{
    var q = db.Expenses.AsQueryable();
    if (from is not null) q = q.Where(e => e.Date >= from);
    if (to is not null) q = q.Where(e => e.Date <= to);
    return await q.OrderBy(e => e.Date).ToListAsync();
});

app.MapGet("/expenses/export.csv", async (ExpensesDb db, DateOnly? from, DateOnly? to) =>
{
    var q = db.Expenses.AsQueryable();
    if (from is not null) q = q.Where(e => e.Date >= from);
    if (to is not null) q = q.Where(e => e.Date <= to);
    var rows = await q.OrderBy(e => e.Date).ThenBy(e => e.Id).ToListAsync();
    var bytes = Encoding.UTF8.GetPreamble().Concat(Encoding.UTF8.GetBytes(CsvExporter.Write(rows))).ToArray();
    var name = $"expenses_{from?.ToString("yyyy-MM-dd") ?? "all"}_{to?.ToString("yyyy-MM-dd") ?? "all"}.csv";
    return Results.File(bytes, "text/csv; charset=utf-8", fileDownloadName: name);
});

app.MapPost("/expenses", async (ExpensesDb db, Expense expense) =>
{
    if (expense.Amount <= 0)
    {
        return Results.BadRequest(new { error = "amount must be positive" });
    }
    db.Expenses.Add(expense);
    await db.SaveChangesAsync();
    return Results.Created($"/expenses/{expense.Id}", expense);
});

app.MapDelete("/expenses/{id:int}", async (ExpensesDb db, int id) =>
{
    var expense = await db.Expenses.FindAsync(id);
    if (expense is null) return Results.NotFound();
    db.Expenses.Remove(expense);
    await db.SaveChangesAsync();
    return Results.NoContent();
});

app.Run();
