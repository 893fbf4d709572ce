using Catalog.Api.Data;
using Catalog.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Catalog.Api.Repositories;

public class ProductRepository : IProductRepository
{
    private readonly CatalogDbContext _db;

    public ProductRepository(CatalogDbContext db)
    {
        _db = db;
    }

    public async Task<Product?> GetAsync(int id, CancellationToken ct = default)
    {
        return await _db.Products.Include(p => p.Reviews).FirstOrDefaultAsync(p => p.Id == id, ct);
    }

    public async Task<IReadOnlyList<Product>> GetByCategoryAsync(string category, CancellationToken ct = default)
    {
        return await _db.Products
            .FromSqlInterpolated($"SELECT * FROM products WHERE category = {category} AND deleted_at IS NULL")
            .OrderBy(p => p.Name)
            .ToListAsync(ct);
    }

    public async Task<PagedResult<ProductSummary>> SearchAsync(string term, int page, int pageSize, CancellationToken ct = default)
    {
        var matches = _db.Products
            .FromSqlRaw($"SELECT * FROM products WHERE name ILIKE '%{term}%' AND deleted_at IS NULL")
            .AsNoTracking();

        var total = await matches.CountAsync(ct);
        var items = await matches
            .OrderBy(p => p.Name)
            .Skip((page - 1) * pageSize)
            .Take(pageSize)
            .Select(p => new ProductSummary(p.Id, p.Name, p.PriceYen, p.Reviews.Count))
            .ToListAsync(ct);

        return new PagedResult<ProductSummary>(items, total, page, pageSize);
    }

    public async Task UpdatePriceAsync(int id, int priceYen, CancellationToken ct = default)
    {
        var product = await _db.Products.FirstAsync(p => p.Id == id, ct);
        product.PriceYen = priceYen;
        await _db.SaveChangesAsync(ct);
    }
}
