using Microsoft.EntityFrameworkCore;

namespace Api.Data;

public class Article
{
    public int Id { get; set; }
    public string Title { get; set; } = "";
    public string Summary { get; set; } = "";
    public string Category { get; set; } = "";
    public DateTime PublishedAt { get; set; }
    public DateTime UpdatedAt { get; set; }
}

public class NewsDb(DbContextOptions<NewsDb> options) : DbContext(options)
{
    public DbSet<Article> Articles => Set<Article>();
}
