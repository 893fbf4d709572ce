namespace Hoshizora.Billing;

public enum BillingInterval
{
    Monthly,
    Yearly,
}

public sealed record Plan(string Code, string Name, decimal Price, BillingInterval Interval)
{
    public static readonly Plan Lite = new("lite-m", "ライト", 3000m, BillingInterval.Monthly);
    public static readonly Plan Standard = new("std-m", "スタンダード", 6000m, BillingInterval.Monthly);
    public static readonly Plan Pro = new("pro-m", "プロ", 12000m, BillingInterval.Monthly);
    public static readonly Plan LiteYearly = new("lite-y", "ライト(年額)", 36000m, BillingInterval.Yearly);
    public static readonly Plan StandardYearly = new("std-y", "スタンダード(年額)", 48000m, BillingInterval.Yearly);

    public static IReadOnlyList<Plan> All { get; } = [Lite, Standard, Pro, LiteYearly, StandardYearly];

    public static Plan FromCode(string code) =>
        All.FirstOrDefault(p => p.Code == code)
        ?? throw new ArgumentException($"unknown plan code: {code}", nameof(code));
}

public sealed record Subscription(
    Guid Id,
    Guid TenantId,
    Plan Plan,
    DateOnly PeriodStart,
    DateOnly PeriodEnd)
{
    public bool Covers(DateOnly day) => day >= PeriodStart && day < PeriodEnd;
}
