namespace OrderApi.Orders;

public class OrderValidator
{
    private static readonly HashSet<string> Prefectures = new()
    {
        "北海道", "青森県", "東京都", "神奈川県", "大阪府", "京都府", "福岡県", "沖縄県",
        // ...the rest are loaded the same way in production
    };

    public List<string> Validate(OrderRequest req)
    {
        var errors = new List<string>();
        if (req.Lines is null || req.Lines.Count == 0)
        {
            errors.Add(ErrorCodes.EmptyOrder);
            return errors;
        }
        if (req.Lines.Count > Limits.MaxLines)
        {
            errors.Add(ErrorCodes.TooManyLines);
        }
        foreach (var line in req.Lines)
        {
            if (line.Quantity <= 0)
            {
                errors.Add(ErrorCodes.InvalidQuantity);
            }
            else if (line.Quantity >= Limits.MaxPerLine)
            {
                errors.Add(ErrorCodes.QuantityLimit);
            }
        }
        if (req.CouponCode is not null && !System.Text.RegularExpressions.Regex.IsMatch(req.CouponCode, "^[A-Za-z0-9]{8}$"))
        {
            errors.Add(ErrorCodes.InvalidCoupon);
        }
        if (!Prefectures.Contains(req.Prefecture))
        {
            errors.Add(ErrorCodes.UnknownPrefecture);
        }
        return errors.Distinct().ToList();
    }
}
