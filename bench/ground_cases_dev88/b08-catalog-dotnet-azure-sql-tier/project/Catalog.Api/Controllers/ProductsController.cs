using Catalog.Api.Models;
using Catalog.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Catalog.Api.Controllers;

[ApiController]
[Route("api/products")]
public class ProductsController(ProductService products) : ControllerBase
{
    [HttpGet]
    public async Task<IActionResult> List([FromQuery] ProductQuery query, CancellationToken ct)
    {
        if (query.Page < 1)
        {
            return BadRequest(new { error = "page must be >= 1" });
        }
        var items = await products.ListAsync(query, ct);
        return Ok(items);
    }
}
