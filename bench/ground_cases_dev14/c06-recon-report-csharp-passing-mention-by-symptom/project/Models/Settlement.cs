namespace Huiyun.ReconReport.Models;

public class Merchant
{
    public int Id { get; set; }
    public string Code { get; set; } = "";
    public string Name { get; set; } = "";
    public string Region { get; set; } = "";
}

public class Settlement
{
    public long Id { get; set; }
    public string TradeNo { get; set; } = "";
    public int MerchantId { get; set; }
    public Merchant? Merchant { get; set; }
    public string Channel { get; set; } = "";   // wechat / alipay / unionpay
    public decimal Amount { get; set; }
    public decimal Fee { get; set; }
    public DateTime PaidAt { get; set; }        // stored as Beijing time (DateTimeKind.Unspecified)
    public DateTime? SettledAt { get; set; }
    public string Status { get; set; } = "";
}

public record SettlementRow(
    string TradeNo,
    string MerchantCode,
    string MerchantName,
    string Channel,
    decimal Amount,
    decimal Fee,
    DateTime PaidAt,
    DateTime? SettledAt,
    string Status);
