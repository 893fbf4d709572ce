namespace ZaikoSync;

public sealed class SyncOptions
{
    /// <summary>引当可能日（NextArrival）を採用する倉庫のコード。</summary>
    public string PrimaryWarehouse { get; set; } = "TKY01";

    public int IntervalSeconds { get; set; } = 300;

    public List<WarehouseEndpoint> Warehouses { get; set; } = new();
}

public sealed class WarehouseEndpoint
{
    public string Code { get; set; } = "";
    public Uri BaseUrl { get; set; } = new("http://localhost");
}
