namespace Billing.Api.Integrations.OrderService;

public enum BillingOrderState
{
    Open,
    Paid,
    Refunded,
    Cancelled,
}

public static class OrderStatusMapper
{
    /// <summary>Map order-service's status string to what billing cares about.</summary>
    public static BillingOrderState Map(string status) => status switch
    {
        "CREATED" => BillingOrderState.Open,
        "PENDING_PAYMENT" => BillingOrderState.Open,
        "PAID" => BillingOrderState.Paid,
        "SHIPPED" => BillingOrderState.Paid,
        "COMPLETED" => BillingOrderState.Paid,
        "REFUNDED" => BillingOrderState.Refunded,
        "CANCELLED" => BillingOrderState.Cancelled,
        "EXPIRED" => BillingOrderState.Cancelled,
        _ => throw new ArgumentOutOfRangeException(nameof(status), $"Unknown order status '{status}'"),
    };

    public static bool IsBillable(BillingOrderState state) => state == BillingOrderState.Paid;

    public static bool NeedsCreditNote(BillingOrderState state) => state == BillingOrderState.Refunded;
}
