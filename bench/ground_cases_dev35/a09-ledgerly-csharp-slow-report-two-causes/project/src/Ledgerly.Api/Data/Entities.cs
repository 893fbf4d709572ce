namespace Ledgerly.Api.Data;

public class Account
{
    public Guid Id { get; set; }
    public string Name { get; set; } = "";
}

public class Entry
{
    public Guid Id { get; set; }
    public Guid AccountId { get; set; }
    public DateTime BookedAt { get; set; }
    public string Category { get; set; } = "";
    public decimal Amount { get; set; }
    public string? Memo { get; set; }
    public List<Attachment> Attachments { get; set; } = new();
}

public class Attachment
{
    public Guid Id { get; set; }
    public Guid EntryId { get; set; }
    public string FileName { get; set; } = "";
    public string ContentType { get; set; } = "application/octet-stream";
    public byte[] Content { get; set; } = Array.Empty<byte>();
}
