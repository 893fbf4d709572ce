using Api.Data;
using Microsoft.EntityFrameworkCore;

namespace Api.Services;

public record ArticleItem(int Id, string Title, string Summary, DateTime PublishedAt);

public record ArticlePage(IReadOnlyList<ArticleItem> Items, int Total, DateTime? LastUpdated);

public class ArticleListService(NewsDb db)
{
    public async Task<ArticlePage> GetPageAsync(string? category, int page, int pageSize, CancellationToken ct)
    {
        var query = db.Articles.AsNoTracking();
        if (!string.IsNullOrEmpty(category))
        {
            query = query.Where(a => a.Category == category);
        }
        var total = await query.CountAsync(ct);
        var lastUpdated = await query.MaxAsync(a => (DateTime?)a.UpdatedAt, ct);
        var items = await query
            .OrderByDescending(a => a.PublishedAt)
            .Skip((page - 1) * pageSize)
            .Take(pageSize)
            .Select(a => new ArticleItem(a.Id, a.Title, a.Summary, a.PublishedAt))
            .ToListAsync(ct);
        return new ArticlePage(items, total, lastUpdated);
    }
}
