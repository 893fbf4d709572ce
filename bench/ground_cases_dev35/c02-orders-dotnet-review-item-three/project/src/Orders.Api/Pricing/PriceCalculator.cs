namespace Mall.Orders.Pricing;

public record PriceLine(string Sku, decimal UnitPrice, int Quantity);

public record PriceResult(decimal Subtotal, decimal MemberDiscount, decimal CouponDiscount, decimal Payable);

/// <summary>
/// 订单金额计算: 小计 -> 会员折扣 -> 优惠券 -> 应付
/// 金额统一保留两位小数, 财务口径是四舍五入
/// </summary>
public class PriceCalculator
{
    private static readonly IReadOnlyDictionary<string, decimal> MemberRates = new Dictionary<string, decimal>
    {
        ["normal"] = 1.00m,
        ["silver"] = 0.98m,
        ["gold"] = 0.95m,
        ["platinum"] = 0.92m,
    };

    public PriceResult Calculate(IEnumerable<PriceLine> lines, string memberLevel, decimal couponAmount)
    {
        var subtotal = lines.Sum(l => l.UnitPrice * l.Quantity);

        var afterMember = ApplyMemberDiscount(subtotal, memberLevel);
        var memberDiscount = subtotal - afterMember;

        var coupon = ApplyCoupon(afterMember, couponAmount);
        var payable = afterMember - coupon;

        return new PriceResult(subtotal, memberDiscount, coupon, payable);
    }

    public decimal ApplyMemberDiscount(decimal amount, string memberLevel)
    {
        if (!MemberRates.TryGetValue(memberLevel, out var rate))
        {
            rate = 1.00m;
        }
        var discounted = amount * rate;
        return Math.Round(discounted, 2);
    }

    public decimal ApplyCoupon(decimal amount, decimal couponAmount)
    {
        if (couponAmount <= 0m)
        {
            return 0m;
        }
        // 券面额不能超过应付金额, 最多抵扣到 0.01
        var usable = Math.Min(couponAmount, amount - 0.01m);
        return Math.Round(Math.Max(usable, 0m), 2, MidpointRounding.AwayFromZero);
    }
}
