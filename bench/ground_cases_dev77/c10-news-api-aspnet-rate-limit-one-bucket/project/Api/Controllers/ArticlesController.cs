using Api.Infrastructure;
using Api.Services;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.RateLimiting;

namespace Api.Controllers;

[ApiController]
[Route("api/articles")]
public class ArticlesController(ArticleListService service) : ControllerBase
{
    [HttpGet]
    public async Task<ActionResult<ArticlePage>> List(
        [FromQuery] string? category,
        [FromQuery] int page = 1,
        [FromQuery] int pageSize = 20,
        CancellationToken ct = default)
    {
        page = Math.Max(page, 1);
        pageSize = Math.Clamp(pageSize, 1, 50);
        var result = await service.GetPageAsync(category, page, pageSize, ct);
        var etag = $"W/\"{category}-{page}-{pageSize}-{result.Total}-{result.LastUpdated?.Ticks ?? 0}\"";
        Response.Headers.ETag = etag;
        Response.Headers.CacheControl = "private, no-cache";
        if (Request.Headers.IfNoneMatch.Any(v => v == etag || v == "*"))
        {
            return StatusCode(StatusCodes.Status304NotModified);
        }
        return Ok(result);
    }

    [HttpGet("search")]
    [EnableRateLimiting(RateLimiting.SearchPolicy)]
    public async Task<ActionResult<ArticlePage>> Search([FromQuery] string q, CancellationToken ct = default)
    {
        var result = await service.GetPageAsync(null, 1, 20, ct);
        var hits = result.Items
            .Where(a => a.Title.Contains(q, StringComparison.OrdinalIgnoreCase))
            .ToList();
        return Ok(result with { Items = hits, Total = hits.Count });
    }
}
