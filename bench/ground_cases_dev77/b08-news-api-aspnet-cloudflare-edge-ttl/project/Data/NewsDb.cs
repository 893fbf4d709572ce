using Microsoft.EntityFrameworkCore;
using NewsApi.Articles;

namespace NewsApi.Data;

public class NewsDb(DbContextOptions<NewsDb> options) : DbContext(options)
{
    public DbSet<Article> Articles => Set<Article>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Article>(e =>
        {
            e.ToTable("articles");
            e.HasIndex(a => new { a.PublishedAt, a.Id });
            e.Property(a => a.Title).HasMaxLength(200);
        });
    }
}
