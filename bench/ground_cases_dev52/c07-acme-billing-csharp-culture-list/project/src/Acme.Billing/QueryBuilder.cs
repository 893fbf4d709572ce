using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;

namespace Acme.Billing
{
    /// <summary>Builds the query string of the list endpoints.</summary>
    internal sealed class QueryBuilder
    {
        private readonly List<KeyValuePair<string, string>> _pairs = new List<KeyValuePair<string, string>>();

        public QueryBuilder Add(string name, string? value)
        {
            if (!string.IsNullOrEmpty(value))
                _pairs.Add(new(name, value!));
            return this;
        }

        public QueryBuilder Add(string name, int? value)
        {
            if (value.HasValue)
                _pairs.Add(new(name, value.Value.ToString(CultureInfo.InvariantCulture)));
            return this;
        }

        public QueryBuilder Add(string name, DateTimeOffset? value)
        {
            if (value.HasValue)
                _pairs.Add(new(name, value.Value.UtcDateTime.ToString("yyyy-MM-dd'T'HH:mm:ss'Z'", CultureInfo.InvariantCulture)));
            return this;
        }

        public QueryBuilder AddAmountRange(decimal? min, decimal? max)
        {
            AddDecimal("amount_min", min);
            AddDecimal("amount_max", max);
            return this;
        }

        private void AddDecimal(string name, decimal? value)
        {
            if (value.HasValue)
                _pairs.Add(new(name, $"{value.Value}"));
        }

        public override string ToString()
        {
            if (_pairs.Count == 0)
                return string.Empty;
            return "?" + string.Join("&", _pairs.Select(p =>
                Uri.EscapeDataString(p.Key) + "=" + Uri.EscapeDataString(p.Value)));
        }
    }
}
