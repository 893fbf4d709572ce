using Auction.Api.Models;
using Auction.Api.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.SignalR;

namespace Auction.Api.Hubs;

[Authorize]
public sealed class AuctionHub(BidService bids, LotStore lots, ILogger<AuctionHub> log) : Hub
{
    public static string GroupName(string lotId) => $"lot:{lotId}";

    /// <summary>Subscribes the caller to a lot and returns its current state.</summary>
    public async Task<LotSnapshot?> JoinLot(string lotId)
    {
        await Groups.AddToGroupAsync(Context.ConnectionId, GroupName(lotId));
        return lots.Get(lotId);
    }

    public Task LeaveLot(string lotId) => Groups.RemoveFromGroupAsync(Context.ConnectionId, GroupName(lotId));

    /// <summary>
    /// <paramref name="amount"/> is in major units as typed (124.99);
    /// <paramref name="priceSeenAt"/> is the PriceUpdatedAt of the snapshot the bidder saw.
    /// </summary>
    public async Task<BidResult> PlaceBid(string lotId, decimal amount, DateTimeOffset priceSeenAt)
    {
        var bidderId = Context.UserIdentifier ?? throw new HubException("Sign in to bid.");
        var amountMinor = Money.ToMinor(amount);
        var result = bids.Place(new PlaceBid(lotId, bidderId, amountMinor, priceSeenAt));
        if (result.Accepted)
        {
            await Clients.Group(GroupName(lotId)).SendAsync("lotUpdated", result.Lot);
        }
        else
        {
            log.LogWarning("bid rejected lot={Lot} bidder={Bidder} code={Code} amount={Amount}",
                lotId, bidderId, result.ErrorCode, amount);
        }
        return result;
    }
}
