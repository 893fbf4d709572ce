namespace Shopfront.Api.Models;

public class DiscountCode
{
    public int Id { get; set; }

    public string Code { get; set; } = string.Empty;

    public int? PercentOff { get; set; }

    public int AmountOffCents { get; set; }

    public int MinimumBasketCents { get; set; }

    public int? MaxUses { get; set; }

    public int TimesUsed { get; set; }

    public DateTimeOffset? ValidUntil { get; set; }

    public bool IsPercent => PercentOff is not null;
}
