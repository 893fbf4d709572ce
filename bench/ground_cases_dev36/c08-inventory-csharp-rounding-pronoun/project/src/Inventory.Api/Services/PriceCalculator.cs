using Inventory.Api.Models;

namespace Inventory.Api.Services;

/// <summary>
/// 库存金额计算。金额统一保留两位小数、四舍五入，和财务系统对账用的口径一致。
/// </summary>
public class PriceCalculator
{
    private readonly decimal _taxRate;

    public PriceCalculator(IConfiguration config)
    {
        _taxRate = config.GetValue("Pricing:TaxRate", 0.13m);
    }

    public decimal LineValue(decimal unitCost, int quantity) => unitCost * quantity;

    /// <summary>一个仓库的库存总金额（不含税）。</summary>
    public decimal StockValue(IEnumerable<StockItem> items)
    {
        var subtotal = 0m;
        foreach (var item in items)
        {
            subtotal += LineValue(item.Product.UnitCost, item.Quantity);
        }

        return Math.Round(subtotal, 2);
    }

    /// <summary>含税金额。</summary>
    public decimal WithTax(decimal amount) =>
        Math.Round(amount * (1 + _taxRate), 2, MidpointRounding.AwayFromZero);

    /// <summary>按数量加权的平均成本，用于盘点报表。</summary>
    public decimal AverageCost(IReadOnlyCollection<StockItem> items)
    {
        var qty = items.Sum(i => i.Quantity);
        if (qty == 0)
        {
            return 0m;
        }

        return Math.Round(items.Sum(i => i.Product.UnitCost * i.Quantity) / qty, 4, MidpointRounding.AwayFromZero);
    }
}
