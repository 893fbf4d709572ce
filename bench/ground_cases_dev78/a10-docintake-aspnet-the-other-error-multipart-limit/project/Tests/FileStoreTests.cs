using DocIntake.Services;
using Microsoft.Extensions.Options;
using Xunit;

namespace DocIntake.Tests;

public class FileStoreTests : IDisposable
{
    private readonly string _root = Path.Combine(Path.GetTempPath(), "intake-" + Guid.NewGuid());

    public void Dispose() => Directory.Delete(_root, recursive: true);

    [Fact]
    public async Task SavesContent()
    {
        var store = new FileStore(Options.Create(new StorageOptions { Root = _root }));
        using var content = new MemoryStream(new byte[] { 1, 2, 3 });
        var stored = await store.SaveAsync(content, "a.pdf", CancellationToken.None);
        Assert.Equal(3, stored.Size);
        Assert.True(File.Exists(stored.Path));
    }

    [Fact]
    public async Task StoresNamesWithReservedCharacters()
    {
        var store = new FileStore(Options.Create(new StorageOptions { Root = _root }));
        using var content = new MemoryStream(new byte[] { 1 });
        var stored = await store.SaveAsync(content, "Vertrag: Müller \"final\".pdf", CancellationToken.None);
        Assert.EndsWith(".pdf", stored.Path);
        Assert.Equal("Vertrag: Müller \"final\".pdf", stored.FileName);
    }
}
