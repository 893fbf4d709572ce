using Microsoft.Extensions.Options;
using SixLabors.ImageSharp;
using Tenpo.Api.Storage;

namespace Tenpo.Api.Endpoints;

public static class UploadEndpoints
{
    private static readonly string[] AllowedTypes = ["image/jpeg", "image/png", "image/heic"];

    public static void MapUploadEndpoints(this IEndpointRouteBuilder app)
    {
        app.MapPost("/api/stores/{storeId:int}/photos", UploadPhoto)
            .DisableAntiforgery()
            .WithName("UploadStorePhoto");
    }

    private static async Task<IResult> UploadPhoto(
        int storeId,
        IFormFile file,
        IPhotoStore store,
        IOptions<UploadOptions> options,
        CancellationToken ct)
    {
        var limit = options.Value.MaxBytes;
        if (file.Length == 0)
        {
            return Results.BadRequest(new { error = "ファイルが空です。" });
        }
        if (file.Length > limit)
        {
            return Results.BadRequest(new { error = $"ファイルサイズが大きすぎます（最大 {limit / 1024 / 1024}MB）。" });
        }
        if (!AllowedTypes.Contains(file.ContentType))
        {
            return Results.BadRequest(new { error = $"対応していないファイル形式です: {file.ContentType}" });
        }

        await using var stream = file.OpenReadStream();
        var info = file.ContentType == "image/heic" ? null : await Image.IdentifyAsync(stream, ct);
        stream.Position = 0;

        var url = await store.SaveAsync(storeId, file.FileName, file.ContentType, stream, ct);
        return Results.Created(url, new { url, width = info?.Width, height = info?.Height });
    }
}
