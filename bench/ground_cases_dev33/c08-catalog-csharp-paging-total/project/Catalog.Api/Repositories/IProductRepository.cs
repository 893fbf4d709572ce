using Catalog.Api.Dtos;
using Catalog.Api.Entities;

namespace Catalog.Api.Repositories;

public interface IProductRepository
{
    Task<PagedResult<ProductDto>> GetPagedAsync(ProductQuery q, CancellationToken ct);
    Task<Product?> FindAsync(int id, CancellationToken ct);
    Task SoftDeleteAsync(Product product, CancellationToken ct);
}
