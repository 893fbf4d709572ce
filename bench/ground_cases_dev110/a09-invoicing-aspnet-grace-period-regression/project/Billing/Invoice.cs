namespace Billing;

public enum InvoiceStatus
{
    Draft,
    Sent,
    Paid,
    Void,
}

public sealed record Invoice(
    Guid Id,
    string Number,
    string CustomerName,
    decimal Amount,
    string Currency,
    DateOnly IssuedOn,
    DateOnly DueDate,
    InvoiceStatus Status)
{
    public bool IsOpen => Status is InvoiceStatus.Sent;

    public Invoice MarkPaid() => this with { Status = InvoiceStatus.Paid };
}

public sealed class LateFeeOptions
{
    public const string Section = "LateFees";

    /// <summary>Fee per day overdue, as a fraction of the amount (0.0005 = 0.05 %).</summary>
    public decimal DailyRate { get; set; } = 0.0005m;

    /// <summary>The fee never exceeds this fraction of the amount.</summary>
    public decimal MaxFeeRatio { get; set; } = 0.05m;

    /// <summary>Days after the due date during which no fee is charged.</summary>
    public int GraceDays { get; set; } = 3;
}
