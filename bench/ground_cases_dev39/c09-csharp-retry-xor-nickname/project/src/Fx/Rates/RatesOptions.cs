namespace Fx.Rates;

public sealed class RatesOptions
{
    public const string Section = "Rates";

    public string BaseUrl { get; set; } = "";
    public int CacheMinutes { get; set; } = 10;
}
