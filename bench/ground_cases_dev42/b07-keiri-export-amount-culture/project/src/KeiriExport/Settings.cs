namespace KeiriExport;

public sealed class ExportOptions
{
    public string OutputDir { get; set; } = "outbox";
    public string ConnectionString { get; set; } = "";
}

public sealed class CompanySettings
{
    public string Code { get; set; } = "";
    public string Name { get; set; } = "";

    /// <summary>Used for the memo column (month names) in the company's language.</summary>
    public string Culture { get; set; } = "ja-JP";
}
