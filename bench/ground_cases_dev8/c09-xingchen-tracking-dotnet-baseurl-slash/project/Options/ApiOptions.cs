namespace Xingchen.Tracking.Options;

public sealed class TrackingApiOptions
{
    public string BaseUrl { get; set; } = "";
    public string Customer { get; set; } = "";
    public string Key { get; set; } = "";
    public int TimeoutSeconds { get; set; } = 8;
}

public sealed class GeoApiOptions
{
    public string BaseUrl { get; set; } = "";
    public string Key { get; set; } = "";
    public int TimeoutSeconds { get; set; } = 5;
}
