using Microsoft.Extensions.Options;

namespace DocIntake.Services;

public class StorageOptions
{
    public string Root { get; set; } = "store";
}

public record StoredFile(Guid Id, string FileName, string Path, long Size);

public interface IFileStore
{
    Task<StoredFile> SaveAsync(Stream content, string fileName, CancellationToken ct);
}

public class FileStore : IFileStore
{
    private readonly string _root;

    public FileStore(IOptions<StorageOptions> options)
    {
        _root = options.Value.Root;
    }

    public async Task<StoredFile> SaveAsync(Stream content, string fileName, CancellationToken ct)
    {
        var now = DateTime.UtcNow;
        var dir = Path.Combine(_root, now.ToString("yyyy"), now.ToString("MM"));
        Directory.CreateDirectory(dir);
        var id = Guid.NewGuid();
        var path = Path.Combine(dir, id.ToString("N") + SafeExtension(fileName));
        await using (var target = File.Create(path))
        {
            await content.CopyToAsync(target, ct);
        }
        return new StoredFile(id, Path.GetFileName(fileName), path, new FileInfo(path).Length);
    }

    private static string SafeExtension(string fileName)
    {
        var ext = Path.GetExtension(Path.GetFileName(fileName)).ToLowerInvariant();
        return ext.Length is > 1 and <= 10 && ext.Skip(1).All(char.IsLetterOrDigit) ? ext : "";
    }
}
