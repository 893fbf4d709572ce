using System.Globalization;
using System.Text;

namespace Yuntu.Invoicing;

/// <summary>
/// 发票打印版面上的金额文字。
/// </summary>
public static class InvoiceFormatter
{
    private static readonly CultureInfo ZhCn = CultureInfo.GetCultureInfo("zh-CN");

    /// <summary>小写金额：¥1,005.00（固定 zh-CN，不随服务器区域设置变化）</summary>
    public static string Lower(decimal amount)
    {
        return "¥" + amount.ToString("N2", ZhCn);
    }

    /// <summary>税率：6%</summary>
    public static string Rate(decimal rate)
    {
        return (rate * 100).ToString("0.##") + "%";
    }

    public static string TotalBlock(IReadOnlyList<LineItem> lines)
    {
        decimal net = lines.Sum(l => l.NetAmount);
        decimal tax = TaxCalculator.InvoiceTax(lines);
        decimal gross = net + tax;
        var sb = new StringBuilder();
        sb.AppendLine($"合计金额：{Lower(net)}");
        sb.AppendLine($"合计税额：{Lower(tax)}");
        sb.AppendLine($"价税合计（大写）：{AmountInWords.ToChineseUpper(gross)}");
        sb.AppendLine($"价税合计（小写）：{Lower(gross)}");
        return sb.ToString();
    }

    public static string LineText(LineItem l)
    {
        return $"{l.Name,-20}{l.Quantity,8:0.##}{Lower(l.NetAmount),14}{Rate(l.TaxRate),6}{Lower(l.TaxAmount),12}";
    }
}
