using System;
using System.Globalization;

namespace Acme.Billing
{
    /// <summary>An amount in a currency. Amounts are exact decimals, never doubles.</summary>
    public readonly struct Money : IEquatable<Money>
    {
        public Money(decimal amount, string currency)
        {
            Amount = amount;
            Currency = currency ?? throw new ArgumentNullException(nameof(currency));
        }

        public decimal Amount { get; }
        public string Currency { get; }

        /// <summary>For people: formatted in the current culture, e.g. "1.234,50 EUR" in de-DE.</summary>
        public string ToDisplayString() => Amount.ToString("N2") + " " + Currency;

        /// <summary>For machines: invariant culture, e.g. "1234.50".</summary>
        public string ToWireString() => Amount.ToString("0.00", CultureInfo.InvariantCulture);

        public bool Equals(Money other) => Amount == other.Amount && Currency == other.Currency;
        public override bool Equals(object? obj) => obj is Money m && Equals(m);
        public override int GetHashCode() => (Amount, Currency).GetHashCode();
        public override string ToString() => ToDisplayString();

        public static bool operator ==(Money a, Money b) => a.Equals(b);
        public static bool operator !=(Money a, Money b) => !a.Equals(b);
    }
}
