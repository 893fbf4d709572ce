using PointService.Models;

namespace PointService.Options;

public sealed class PointOptions
{
    public const string Section = "Points";

    /// <summary>ランクごとの還元率（‰）。10 = 1%。</summary>
    public Dictionary<MemberRank, int> RankRates { get; init; } = new();
}
