using System;
using System.Globalization;
using System.Text.Json;

namespace Acme.Billing
{
    /// <summary>Maps API JSON to <see cref="Invoice"/>.</summary>
    internal static class InvoiceMapper
    {
        public static Invoice FromJson(JsonElement e)
        {
            var total = e.GetProperty("total");
            return new Invoice(
                e.GetProperty("id").GetString()!,
                e.GetProperty("number").GetString()!,
                e.GetProperty("status").GetString()!,
                new Money(ParseAmount(total.GetProperty("amount").GetString()!), total.GetProperty("currency").GetString()!),
                e.GetProperty("created_at").GetDateTimeOffset());
        }

        /// <summary>
        /// The API sends amounts as strings ("12.50") so no precision is lost in JSON numbers.
        /// </summary>
        internal static decimal ParseAmount(string raw)
        {
            if (string.IsNullOrWhiteSpace(raw))
                throw new FormatException("empty amount");
            return decimal.Parse(raw, NumberStyles.AllowDecimalPoint | NumberStyles.AllowLeadingSign,
                CultureInfo.InvariantCulture);
        }

        internal static string? OptionalString(JsonElement e, string name) =>
            e.TryGetProperty(name, out var v) && v.ValueKind == JsonValueKind.String ? v.GetString() : null;
    }
}
