namespace OrderApi.Orders;

public class PriceCalculator
{
    private readonly decimal FreeShippingThreshold;
    private const decimal StandardShipping = 770m;
    private const decimal RemoteShipping = 1540m;

    // 郵便番号の上3桁で離島・遠隔地を判定する（沖縄は県ごと）
    private static readonly string[] RemotePostalPrefixes = { "100-1", "904-", "905-", "906-", "907-", "952-" };

    public PriceCalculator(IConfiguration config)
    {
        FreeShippingThreshold = config.GetValue("Shipping:FreeThreshold", 8000m);
    }

    public Quote Quote(OrderRequest req)
    {
        var subtotal = req.Lines.Sum(l => l.UnitPrice * l.Quantity);
        var shipping = Shipping(subtotal, req.Prefecture, req.PostalCode);
        return new Quote(subtotal, shipping, subtotal + shipping);
    }

    public decimal Shipping(decimal subtotal, string prefecture, string postalCode)
    {
        var remote = IsRemote(prefecture, postalCode);
        if (!remote && subtotal >= FreeShippingThreshold)
        {
            return 0m;
        }
        return remote ? RemoteShipping : StandardShipping;
    }

    public static bool IsRemote(string prefecture, string postalCode)
    {
        if (prefecture == "沖縄県")
        {
            return true;
        }
        return RemotePostalPrefixes.Any(p => postalCode.StartsWith(p, StringComparison.Ordinal));
    }
}
