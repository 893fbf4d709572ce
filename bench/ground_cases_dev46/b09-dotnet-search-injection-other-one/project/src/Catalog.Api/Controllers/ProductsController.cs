using Catalog.Api.Models;
using Catalog.Api.Repositories;
using Microsoft.AspNetCore.Mvc;

namespace Catalog.Api.Controllers;

[ApiController]
[Route("api/products")]
public class ProductsController : ControllerBase
{
    private readonly IProductRepository _products;

    public ProductsController(IProductRepository products)
    {
        _products = products;
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<Product>> Get(int id, CancellationToken ct)
    {
        var product = await _products.GetAsync(id, ct);
        return product is null ? NotFound() : product;
    }

    [HttpGet("search")]
    public async Task<ActionResult<PagedResult<ProductSummary>>> Search(
        [FromQuery] string q, [FromQuery] int page = 1, [FromQuery] int pageSize = 20, CancellationToken ct = default)
    {
        if (string.IsNullOrWhiteSpace(q) || q.Length < 2)
        {
            return BadRequest("q must be at least 2 characters");
        }
        pageSize = Math.Clamp(pageSize, 1, 100);
        return await _products.SearchAsync(q.Trim(), Math.Max(page, 1), pageSize, ct);
    }

    [HttpGet("category/{category}")]
    public async Task<IReadOnlyList<Product>> ByCategory(string category, CancellationToken ct)
        => await _products.GetByCategoryAsync(category, ct);
}
