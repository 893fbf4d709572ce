using Catalog.Api.Data;
using Catalog.Api.Dtos;
using Catalog.Api.Entities;
using Microsoft.EntityFrameworkCore;

namespace Catalog.Api.Repositories;

public class ProductRepository : IProductRepository
{
    private const int MaxPageSize = 100;
    private readonly CatalogDbContext _db;

    public ProductRepository(CatalogDbContext db)
    {
        _db = db;
    }

    public async Task<PagedResult<ProductDto>> GetPagedAsync(ProductQuery q, CancellationToken ct)
    {
        var page = Math.Max(1, q.Page);
        var size = Math.Clamp(q.PageSize, 1, MaxPageSize);

        IQueryable<Product> query = _db.Products.AsNoTracking().Where(p => !p.IsDeleted);
        if (!string.IsNullOrWhiteSpace(q.Keyword))
        {
            var kw = q.Keyword.Trim();
            query = query.Where(p => p.Name.Contains(kw) || p.Sku == kw);
        }
        if (q.CategoryId is int categoryId)
        {
            query = query.Where(p => p.CategoryId == categoryId);
        }

        query = query
            .OrderByDescending(p => p.UpdatedAt)
            .ThenBy(p => p.Id)
            .Skip((page - 1) * size)
            .Take(size);

        var items = await query
            .Select(p => new ProductDto(p.Id, p.Sku, p.Name, p.CategoryId, p.Price, p.StockQty, p.UpdatedAt))
            .ToListAsync(ct);
        var total = await query.CountAsync(ct);

        return new PagedResult<ProductDto>(items, total, page, size);
    }

    public Task<Product?> FindAsync(int id, CancellationToken ct) =>
        _db.Products.FirstOrDefaultAsync(p => p.Id == id && !p.IsDeleted, ct);

    public async Task SoftDeleteAsync(Product product, CancellationToken ct)
    {
        product.IsDeleted = true;
        product.UpdatedAt = DateTime.UtcNow;
        await _db.SaveChangesAsync(ct);
    }
}
