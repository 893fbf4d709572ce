namespace Tixly.Vouchers;

public enum VoucherStatus
{
    Active,
    Redeemed,
    Revoked,
}

public class Voucher
{
    public Guid Id { get; set; }
    public string Code { get; set; } = "";
    public Guid CampaignId { get; set; }
    public decimal Amount { get; set; }
    public string Currency { get; set; } = "EUR";
    public VoucherStatus Status { get; set; } = VoucherStatus.Active;
    public DateTime CreatedAtUtc { get; set; }
    public DateTime ExpiresAtUtc { get; set; }
    public DateTime? RedeemedAtUtc { get; set; }
    public Guid? RedeemedByOrderId { get; set; }

    public bool IsRedeemable => Status == VoucherStatus.Active;
}

public record VoucherPage(IReadOnlyList<Voucher> Items, int Page, int PageSize, int Total);

public enum RedeemResult
{
    Ok,
    NotFound,
    AlreadyUsed,
    Expired,
    WrongCurrency,
}
