using Catalog.Api.Dtos;
using Catalog.Api.Repositories;
using Microsoft.AspNetCore.Mvc;

namespace Catalog.Api.Controllers;

[ApiController]
[Route("api/products")]
public class ProductsController : ControllerBase
{
    private readonly IProductRepository _repo;

    public ProductsController(IProductRepository repo) => _repo = repo;

    [HttpGet]
    public Task<PagedResult<ProductDto>> List([FromQuery] ProductQuery q, CancellationToken ct) =>
        _repo.GetPagedAsync(q, ct);

    [HttpDelete("{id:int}")]
    public async Task<IActionResult> Delete(int id, CancellationToken ct)
    {
        var product = await _repo.FindAsync(id, ct);
        if (product is null) return NotFound();
        await _repo.SoftDeleteAsync(product, ct);
        return NoContent();
    }
}
