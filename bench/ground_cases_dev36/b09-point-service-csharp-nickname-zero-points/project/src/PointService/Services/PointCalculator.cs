using Microsoft.Extensions.Options;
using PointService.Models;
using PointService.Options;

namespace PointService.Services;

/// <summary>購入ポイントの計算。</summary>
public sealed class PointCalculator
{
    private readonly IReadOnlyDictionary<MemberRank, int> _perMille;
    private readonly TimeProvider _clock;

    public PointCalculator(IOptions<PointOptions> options, TimeProvider clock)
    {
        _perMille = options.Value.RankRates;
        _clock = clock;
    }

    /// <summary>注文に対して付与するポイント。1 ポイント未満は切り捨て。</summary>
    public int Calculate(Order order, Member member)
    {
        if (member.IsSuspended || order.Amount <= 0)
        {
            return 0;
        }

        int basePoints;
        if (member.Rank == MemberRank.Normal)
        {
            basePoints = order.Amount / 100;
        }
        else
        {
            var perMille = _perMille.GetValueOrDefault(member.Rank, 10);
            basePoints = order.Amount * (perMille / 1000);
        }

        return IsCampaignDay(_clock.GetLocalNow()) ? basePoints * 2 : basePoints;
    }

    // 5 のつく日はポイント 2 倍
    private static bool IsCampaignDay(DateTimeOffset now) => now.Day is 5 or 15 or 25;
}
