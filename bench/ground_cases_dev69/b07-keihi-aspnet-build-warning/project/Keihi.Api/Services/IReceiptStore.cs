namespace Keihi.Api.Services;

public record Receipt(Guid Id, int ExpenseId, string OriginalName, string ContentType, byte[] Content);

public interface IReceiptStore
{
    Task<Guid> SaveAsync(int expenseId, string originalName, string contentType, Stream content);

    Task<Receipt?> FindAsync(Guid id);
}

/// <summary>ローカルディスクに保存する実装（本番は Blob Storage 版に差し替え予定）。</summary>
public class FileReceiptStore : IReceiptStore
{
    private readonly string _root = Path.Combine(AppContext.BaseDirectory, "receipts");
    private readonly Dictionary<Guid, (int ExpenseId, string Name, string Type)> _index = new();

    public async Task<Guid> SaveAsync(int expenseId, string originalName, string contentType, Stream content)
    {
        Directory.CreateDirectory(_root);
        var id = Guid.NewGuid();
        await using var file = File.Create(Path.Combine(_root, id.ToString("N")));
        await content.CopyToAsync(file);
        lock (_index)
        {
            _index[id] = (expenseId, originalName, contentType);
        }
        return id;
    }

    public async Task<Receipt?> FindAsync(Guid id)
    {
        (int ExpenseId, string Name, string Type) meta;
        lock (_index)
        {
            if (!_index.TryGetValue(id, out meta))
            {
                return null;
            }
        }
        var bytes = await File.ReadAllBytesAsync(Path.Combine(_root, id.ToString("N")));
        return new Receipt(id, meta.ExpenseId, meta.Name, meta.Type, bytes);
    }
}
