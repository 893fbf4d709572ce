using Microsoft.AspNetCore.OutputCaching;

namespace NewsApi.Articles;

public static class ArticleEndpoints
{
    public static void MapArticleEndpoints(this IEndpointRouteBuilder app)
    {
        var group = app.MapGroup("/api/articles");

        group.MapGet("/", async (int? page, HttpContext http, ArticleStore store, CancellationToken ct) =>
            {
                http.Response.Headers.CacheControl = "public, max-age=60";
                return Results.Ok(await store.ListAsync(page ?? 1, 20, ct));
            })
            .CacheOutput("ArticleList");

        group.MapGet("/{id:long}", async (long id, ArticleStore store, CancellationToken ct) =>
            await store.FindAsync(id, ct) is { } a ? Results.Ok(a) : Results.NotFound());

        group.MapPut("/{id:long}", async (long id, ArticleUpdate body, ArticleStore store,
                IOutputCacheStore cache, CancellationToken ct) =>
            {
                if (!await store.UpdateAsync(id, body, ct))
                {
                    return Results.NotFound();
                }
                await cache.EvictByTagAsync("articles", ct);
                return Results.NoContent();
            })
            .RequireAuthorization("editor");
    }
}
