using Microsoft.EntityFrameworkCore;
using Todo.Api.Models;

namespace Todo.Api.Data;

public class AppDbContext(DbContextOptions<AppDbContext> options) : DbContext(options)
{
    public DbSet<TodoItem> Todos => Set<TodoItem>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<TodoItem>().Property(t => t.Title).HasMaxLength(200);
        b.Entity<TodoItem>().HasIndex(t => t.CompletedAt);
    }
}
