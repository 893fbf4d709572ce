using Microsoft.Extensions.Logging;

namespace Tixly.Vouchers;

public class VoucherService
{
    private readonly VoucherRepository _repo;
    private readonly ILogger<VoucherService> _log;

    public VoucherService(VoucherRepository repo, ILogger<VoucherService> log)
    {
        _repo = repo;
        _log = log;
    }

    /// <summary>Checks a code at checkout without using it up.</summary>
    public async Task<RedeemResult> ValidateAsync(string code, string currency, CancellationToken ct)
    {
        var voucher = await _repo.FindByCodeAsync(Normalize(code), ct);
        if (voucher is null) return RedeemResult.NotFound;
        if (!voucher.IsRedeemable) return RedeemResult.AlreadyUsed;
        if (voucher.ExpiresAtUtc < DateTime.UtcNow) return RedeemResult.Expired;
        if (voucher.Currency != currency) return RedeemResult.WrongCurrency;
        return RedeemResult.Ok;
    }

    /// <summary>Uses the voucher up for an order. Called once the payment succeeded.</summary>
    public async Task<RedeemResult> RedeemAsync(string code, Guid orderId, string currency, CancellationToken ct)
    {
        var voucher = await _repo.FindByCodeAsync(Normalize(code), ct);
        if (voucher is null) return RedeemResult.NotFound;
        if (!voucher.IsRedeemable) return RedeemResult.AlreadyUsed;
        if (voucher.ExpiresAtUtc < DateTime.Now) return RedeemResult.Expired;
        if (voucher.Currency != currency) return RedeemResult.WrongCurrency;

        voucher.Status = VoucherStatus.Redeemed;
        voucher.RedeemedAtUtc = DateTime.UtcNow;
        voucher.RedeemedByOrderId = orderId;
        await _repo.SaveAsync(ct);
        _log.LogInformation("Voucher {Code} redeemed by order {OrderId}", voucher.Code, orderId);
        return RedeemResult.Ok;
    }

    private static string Normalize(string code) => code.Trim().Replace("-", "").ToUpperInvariant();
}
