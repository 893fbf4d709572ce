namespace OrderApi.Orders;

public static class Limits
{
    /// <summary>1明細あたりの最大数量（この数までは注文できる）。</summary>
    public const int MaxPerLine = 10;

    /// <summary>1注文あたりの最大明細数。</summary>
    public const int MaxLines = 30;
}

public static class ErrorCodes
{
    public const string EmptyOrder = "ORD-400";
    public const string TooManyLines = "ORD-413";
    public const string QuantityLimit = "ORD-422";
    public const string InvalidQuantity = "ORD-424";
    public const string UnknownPrefecture = "ORD-440";
    public const string InvalidCoupon = "ORD-430";

    private static readonly Dictionary<string, string> Messages = new()
    {
        [EmptyOrder] = "注文に商品がありません",
        [TooManyLines] = "一度に注文できる商品の種類を超えています",
        [QuantityLimit] = "1つの商品の数量が上限を超えています",
        [InvalidQuantity] = "数量が正しくありません",
        [UnknownPrefecture] = "都道府県が正しくありません",
        [InvalidCoupon] = "クーポンコードは半角英数字8桁で入力してください",
    };

    public static string Message(string code) =>
        Messages.TryGetValue(code, out var message) ? message : "注文内容を確認してください";
}
