namespace Portal.Api.Options;

public sealed class CacheOptions
{
    /// <summary>How long tenant settings stay in the in-process cache.</summary>
    public int CacheMinutes { get; set; } = 10;
}
