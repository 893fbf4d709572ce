using Microsoft.EntityFrameworkCore;
using NewsApi.Data;

namespace NewsApi.Articles;

public class ArticleStore(NewsDb db)
{
    public Task<List<ArticleListItem>> ListAsync(int page, int pageSize, CancellationToken ct) =>
        db.Articles
            .AsNoTracking()
            .OrderByDescending(a => a.PublishedAt)
            .ThenByDescending(a => a.Id)
            .Skip((page - 1) * pageSize)
            .Take(pageSize)
            .Select(a => new ArticleListItem(a.Id, a.Title, a.Summary, a.PublishedAt))
            .ToListAsync(ct);

    public Task<Article?> FindAsync(long id, CancellationToken ct) =>
        db.Articles.AsNoTracking().FirstOrDefaultAsync(a => a.Id == id, ct);

    public async Task<bool> UpdateAsync(long id, ArticleUpdate update, CancellationToken ct)
    {
        var article = await db.Articles.FirstOrDefaultAsync(a => a.Id == id, ct);
        if (article is null)
        {
            return false;
        }
        article.Title = update.Title;
        article.Summary = update.Summary;
        article.Body = update.Body;
        article.UpdatedAt = DateTimeOffset.UtcNow;
        await db.SaveChangesAsync(ct);
        return true;
    }
}
