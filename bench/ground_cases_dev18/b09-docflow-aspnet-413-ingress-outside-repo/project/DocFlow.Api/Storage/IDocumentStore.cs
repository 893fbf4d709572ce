namespace DocFlow.Api.Storage;

public sealed record StoredDocument(Stream Content, string ContentType, string FileName);

public interface IDocumentStore
{
    Task<string> SaveAsync(string fileName, string contentType, Stream content, CancellationToken ct);

    Task<StoredDocument?> OpenAsync(string id, CancellationToken ct);
}
