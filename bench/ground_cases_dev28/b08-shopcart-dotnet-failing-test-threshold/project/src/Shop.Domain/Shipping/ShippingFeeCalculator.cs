using Microsoft.Extensions.Options;

namespace Shop.Domain.Shipping;

/// <summary>
/// 注文の送料を計算する。小計が送料無料ライン以上なら無料、
/// それ以外は配送先の地域ごとの送料。
/// </summary>
public sealed class ShippingFeeCalculator
{
    private readonly ShippingOptions _options;

    private static readonly IReadOnlyDictionary<Region, decimal> FeeByRegion = new Dictionary<Region, decimal>
    {
        [Region.Hokkaido] = 1200m,
        [Region.Honshu] = 700m,
        [Region.Shikoku] = 800m,
        [Region.Kyushu] = 900m,
        [Region.Okinawa] = 1500m,
    };

    public ShippingFeeCalculator(IOptions<ShippingOptions> options)
    {
        _options = options.Value;
    }

    public decimal FreeShippingThreshold => _options.FreeShippingThreshold;

    public decimal Calculate(decimal subtotal, Region region)
    {
        if (subtotal < 0)
        {
            throw new ArgumentOutOfRangeException(nameof(subtotal), subtotal, "小計が負の値です");
        }

        if (subtotal > _options.FreeShippingThreshold)
        {
            return 0m;
        }

        return FeeByRegion[region];
    }

    public decimal RemainingForFreeShipping(decimal subtotal) =>
        Math.Max(0m, _options.FreeShippingThreshold - subtotal);
}
