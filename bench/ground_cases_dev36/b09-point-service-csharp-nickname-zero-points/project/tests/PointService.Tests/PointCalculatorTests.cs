using Microsoft.Extensions.Options;
using Microsoft.Extensions.Time.Testing;
using PointService.Models;
using PointService.Options;
using PointService.Services;

namespace PointService.Tests;

public class PointCalculatorTests
{
    private static PointCalculator Create(DateTimeOffset now)
    {
        var options = Options.Create(new PointOptions
        {
            RankRates = new() { [MemberRank.Normal] = 10, [MemberRank.Silver] = 15, [MemberRank.Gold] = 20 },
        });
        return new PointCalculator(options, new FakeTimeProvider(now));
    }

    private static readonly DateTimeOffset NormalDay = new(2025, 11, 12, 12, 0, 0, TimeSpan.Zero);

    [Fact]
    public void NormalMember_GetsOnePercent()
    {
        var points = Create(NormalDay).Calculate(new Order { Amount = 5480 }, new Member { Rank = MemberRank.Normal });
        Assert.Equal(54, points);
    }

    [Fact]
    public void SuspendedMember_GetsNothing()
    {
        var points = Create(NormalDay).Calculate(new Order { Amount = 5480 }, new Member { IsSuspended = true });
        Assert.Equal(0, points);
    }

    [Fact]
    public void CampaignDay_DoublesPoints()
    {
        var day = new DateTimeOffset(2025, 11, 15, 12, 0, 0, TimeSpan.Zero);
        var points = Create(day).Calculate(new Order { Amount = 1000 }, new Member { Rank = MemberRank.Normal });
        Assert.Equal(20, points);
    }

    [Fact]
    public void ZeroAmount_GetsNothing()
    {
        var points = Create(NormalDay).Calculate(new Order { Amount = 0 }, new Member());
        Assert.Equal(0, points);
    }
}
