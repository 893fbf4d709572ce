using System.Text;

namespace ShopReceipts.Receipts;

public sealed class Receipt
{
    public required string Number { get; init; }
    public required string Addressee { get; init; }
    public required DateTime IssuedAt { get; init; }
    public required int Total { get; init; }
    public required IReadOnlyList<string> Lines { get; init; }

    public string ToPlainText()
    {
        var sb = new StringBuilder();
        sb.AppendLine("領収書");
        sb.AppendLine($"{Addressee} 様");
        sb.AppendLine($"No. {Number}    発行日 {IssuedAt:yyyy年M月d日}");
        sb.AppendLine($"金額 ¥{Total:N0}-（税込）");
        foreach (var line in Lines)
        {
            sb.AppendLine(line);
        }
        sb.AppendLine("但し 商品代として");
        sb.AppendLine("森のお茶屋 オンラインストア");
        return sb.ToString();
    }
}

public sealed class ReceiptBuilder
{
    public Receipt Build(Order order, string? addressee)
    {
        var lines = order.Lines
            .Select(l => $"{l.Name} ×{l.Quantity}  ¥{l.Amount:N0}")
            .Append($"送料  ¥{order.ShippingFee:N0}")
            .ToList();

        foreach (var row in TaxBreakdown.Compute(order))
        {
            lines.Add($"{row.RatePercent}%対象 ¥{row.TaxableAmount:N0}（内消費税 ¥{row.Tax:N0}）");
        }

        return new Receipt
        {
            Number = order.Number,
            Addressee = string.IsNullOrWhiteSpace(addressee) ? "上様" : addressee.Trim(),
            IssuedAt = DateTime.Now,
            Total = order.Total,
            Lines = lines,
        };
    }
}
