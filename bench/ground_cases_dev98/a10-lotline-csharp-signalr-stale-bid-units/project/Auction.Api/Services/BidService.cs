using Auction.Api.Models;
using Auction.Api.Options;
using Microsoft.Extensions.Options;

namespace Auction.Api.Services;

public sealed class BidService
{
    private readonly LotStore _lots;
    private readonly TimeProvider _time;
    private readonly TimeSpan _maxBidAge;
    private readonly long _minIncrementMinor;
    private readonly TimeSpan _antiSnipe;

    public BidService(LotStore lots, IOptions<BiddingOptions> options, TimeProvider time)
    {
        _lots = lots;
        _time = time;
        _maxBidAge = TimeSpan.FromMilliseconds(options.Value.StaleAfterSeconds);
        _minIncrementMinor = options.Value.MinIncrementMinor;
        _antiSnipe = TimeSpan.FromSeconds(options.Value.AntiSnipeSeconds);
    }

    public BidResult Place(PlaceBid bid)
    {
        var now = _time.GetUtcNow();
        if (now - bid.PriceSeenAt > _maxBidAge)
            return BidResult.Rejected("E_STALE_BID", "The price changed since you looked, check it and bid again.");

        return _lots.Update(bid.LotId, lot =>
        {
            if (lot.Status != LotStatus.Open || now >= lot.ClosesAt)
                return BidResult.Rejected("E_LOT_CLOSED", "Bidding on this lot has ended.");
            if (bid.PriceSeenAt < lot.PriceUpdatedAt)
                return BidResult.Rejected("E_STALE_BID", "The price changed since you looked, check it and bid again.");

            var minimum = lot.CurrentPriceMinor + _minIncrementMinor;
            if (bid.AmountMinor < minimum)
                return BidResult.Rejected("E_TOO_LOW", $"The minimum bid is {minimum / 100m:0.00}.");

            lot.CurrentPriceMinor = bid.AmountMinor;
            lot.LeadingBidderId = bid.BidderId;
            lot.PriceUpdatedAt = now;
            lot.BidCount++;
            if (lot.ClosesAt - now < _antiSnipe)
                lot.ClosesAt = now + _antiSnipe;
            lot.Version++;
            return BidResult.Ok(lot.ToSnapshot());
        }, () => BidResult.Rejected("E_NO_LOT", "No such lot."));
    }
}
