namespace Docsafe.Api.Uploads;

public static class UploadEndpoints
{
    private static readonly string[] Allowed = { ".pdf", ".png", ".jpg", ".jpeg", ".heic", ".docx" };

    public static void MapUploadEndpoints(this WebApplication app)
    {
        app.MapPost("/documents", async (IFormFile file, UploadService uploads, CancellationToken ct) =>
        {
            var ext = Path.GetExtension(file.FileName).ToLowerInvariant();
            if (!Allowed.Contains(ext))
                return Results.BadRequest(new { error = $"file type {ext} is not allowed" });
            var doc = await uploads.StoreAsync(file, ct);
            return Results.Created($"/documents/{doc.Id}", doc);
        }).DisableAntiforgery();

        app.MapGet("/documents/{id:guid}", async (Guid id, UploadService uploads, CancellationToken ct) =>
        {
            var stream = await uploads.OpenAsync(id, ct);
            return stream is null ? Results.NotFound() : Results.Stream(stream, "application/octet-stream");
        });
    }
}
