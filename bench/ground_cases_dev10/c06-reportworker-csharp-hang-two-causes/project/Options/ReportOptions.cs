namespace ReportWorker.Options;

public sealed class ReportOptions
{
    public const string Section = "Reports";

    /// <summary>生成的 CSV 存放目录。</summary>
    public string OutputDir { get; set; } = "out";

    /// <summary>同时生成报表的租户数上限。</summary>
    public int MaxConcurrency { get; set; } = 4;

    /// <summary>两次检查待生成租户之间的间隔（秒）。</summary>
    public int PollIntervalSeconds { get; set; } = 30;
}
