using System;

namespace Acme.Billing
{
    /// <summary>An invoice as returned by the API.</summary>
    public sealed class Invoice
    {
        public Invoice(string id, string number, string status, Money total, DateTimeOffset createdAt)
        {
            Id = id;
            Number = number;
            Status = status;
            Total = total;
            CreatedAt = createdAt;
        }

        public string Id { get; }
        public string Number { get; }
        public string Status { get; }
        public Money Total { get; }
        public DateTimeOffset CreatedAt { get; }

        public override string ToString() => $"{Number} ({Status}): {Total}";
    }
}
