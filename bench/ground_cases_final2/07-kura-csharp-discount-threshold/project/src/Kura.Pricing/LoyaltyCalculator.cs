namespace Kura.Pricing;

public class LoyaltyCalculator
{
    public const decimal SpendPerPoint = 10.00m;

    public int Points(decimal amountPaid) => (int)Math.Floor(amountPaid / SpendPerPoint);
}
