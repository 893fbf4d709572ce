namespace Yuntu.Invoicing;

/// <summary>
/// 增值税计算。金额都是 decimal，单位元。
/// </summary>
public static class TaxCalculator
{
    /// <summary>不含税金额 × 税率 = 税额，保留到分。</summary>
    public static decimal Tax(decimal netAmount, decimal rate)
    {
        return Math.Round(netAmount * rate, 2);
    }

    /// <summary>含税价反推不含税金额（价税分离）。</summary>
    public static decimal NetFromGross(decimal grossAmount, decimal rate)
    {
        return Math.Round(grossAmount / (1 + rate), 2, MidpointRounding.AwayFromZero);
    }

    /// <summary>整张发票的税额：逐行算税额再相加（与开票系统一致）。</summary>
    public static decimal InvoiceTax(IEnumerable<LineItem> lines)
    {
        return lines.Sum(l => Tax(l.NetAmount, l.TaxRate));
    }

    /// <summary>按合计金额直接算的税额，用于和逐行相加的结果比对误差。</summary>
    public static decimal TaxOnTotal(IEnumerable<LineItem> lines, decimal rate)
    {
        return Tax(lines.Sum(l => l.NetAmount), rate);
    }

    /// <summary>开票系统允许的单张发票税额误差（元）。</summary>
    public const decimal Tolerance = 0.06m;
}
