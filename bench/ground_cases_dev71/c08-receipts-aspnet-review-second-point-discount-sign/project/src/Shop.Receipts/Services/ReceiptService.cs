using System.Globalization;
using System.Text;
using Shop.Receipts.Models;

namespace Shop.Receipts.Services;

public sealed class ReceiptService
{
    private const int Width = 32;
    private static readonly CultureInfo Cny = CultureInfo.GetCultureInfo("zh-CN");

    public string RenderText(Order order)
    {
        var sb = new StringBuilder();
        sb.AppendLine(Center("豆仓咖啡 电子小票"));
        sb.AppendLine(new string('-', Width));
        sb.AppendLine($"订单号：{order.Number}");
        sb.AppendLine($"支付时间：{order.PaidAt:yyyy-MM-dd HH:mm}");
        sb.AppendLine($"买家：{order.Buyer.Name}");
        sb.AppendLine(new string('-', Width));

        foreach (var line in order.Lines)
        {
            sb.AppendLine(line.Title);
            sb.AppendLine(Row($"  x{line.Qty}", Money(line.Amount)));
        }

        sb.AppendLine(new string('-', Width));
        sb.AppendLine(Row("商品合计", Money(order.Subtotal)));
        if (order.Discount > 0)
        {
            sb.AppendLine(Row("优惠", Money(order.Discount)));
        }
        sb.AppendLine(Row("运费", order.ShippingFee == 0 ? "包邮" : Money(order.ShippingFee)));
        sb.AppendLine(Row("实付", Money(order.Total)));

        sb.AppendLine(new string('-', Width));
        sb.AppendLine($"税号：{order.Buyer.TaxId.Trim()}");
        sb.AppendLine(Center("感谢惠顾"));
        return sb.ToString();
    }

    private static string Money(decimal amount) => amount.ToString("C", Cny);

    private static string Row(string left, string right)
    {
        var pad = Math.Max(1, Width - left.Length - right.Length);
        return left + new string(' ', pad) + right;
    }

    private static string Center(string text)
    {
        var pad = Math.Max(0, (Width - text.Length) / 2);
        return new string(' ', pad) + text;
    }
}
