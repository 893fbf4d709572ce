using Auction.Api.Models;
using Auction.Api.Options;
using Auction.Api.Services;
using Microsoft.Extensions.Time.Testing;
using Xunit;
using MsOptions = Microsoft.Extensions.Options.Options;

namespace Auction.Tests;

public class BidServiceTests
{
    private readonly FakeTimeProvider _time = new(DateTimeOffset.Parse("2025-11-19T14:00:00Z"));
    private readonly LotStore _lots = new();
    private readonly BidService _service;

    public BidServiceTests()
    {
        _service = new BidService(_lots, MsOptions.Create(new BiddingOptions()), _time);
        _lots.Add(new Lot
        {
            Id = "L1", Title = "Frame", Currency = "EUR", CurrentPriceMinor = 10000,
            Status = LotStatus.Open, ClosesAt = _time.GetUtcNow().AddHours(1), PriceUpdatedAt = _time.GetUtcNow(),
        });
    }

    private PlaceBid Bid(long amountMinor) => new("L1", "u1", amountMinor, _time.GetUtcNow());

    [Fact]
    public void AcceptsBidAboveTheIncrement()
    {
        var result = _service.Place(Bid(10100));
        Assert.True(result.Accepted);
        Assert.Equal(10100, result.Lot!.CurrentPriceMinor);
        Assert.Equal(1, result.Lot.BidCount);
    }

    [Fact]
    public void RejectsBidBelowTheIncrement()
    {
        Assert.Equal("E_TOO_LOW", _service.Place(Bid(10050)).ErrorCode);
    }

    [Fact]
    public void RejectsBidOnAPriceSeenLongAgo()
    {
        var old = new PlaceBid("L1", "u1", 10100, _time.GetUtcNow().AddSeconds(-10));
        Assert.Equal("E_STALE_BID", _service.Place(old).ErrorCode);
    }

    [Fact]
    public void LateBidExtendsTheClosingTime()
    {
        _time.Advance(TimeSpan.FromMinutes(59) + TimeSpan.FromSeconds(50));
        _lots.Update("L1", lot => lot.PriceUpdatedAt = _time.GetUtcNow(), () => default(DateTimeOffset));
        var result = _service.Place(Bid(10100));
        Assert.Equal(_time.GetUtcNow().AddSeconds(30), result.Lot!.ClosesAt);
    }
}
