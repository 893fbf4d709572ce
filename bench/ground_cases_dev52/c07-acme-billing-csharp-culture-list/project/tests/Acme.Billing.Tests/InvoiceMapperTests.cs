using System.Globalization;
using System.Text.Json;
using Xunit;

namespace Acme.Billing.Tests
{
    public class InvoiceMapperTests
    {
        private const string Json = @"{
            ""id"": ""inv_1"", ""number"": ""2025-0042"", ""status"": ""open"",
            ""total"": { ""amount"": ""1234.50"", ""currency"": ""EUR"" },
            ""created_at"": ""2025-09-01T14:03:22Z"" }";

        [Fact]
        public void MapsAllFields()
        {
            var invoice = InvoiceMapper.FromJson(JsonDocument.Parse(Json).RootElement);
            Assert.Equal("2025-0042", invoice.Number);
            Assert.Equal(1234.50m, invoice.Total.Amount);
            Assert.Equal("EUR", invoice.Total.Currency);
        }

        [Fact]
        public void WireStringIsInvariant()
        {
            Assert.Equal("1234.50", new Money(1234.5m, "EUR").ToWireString());
        }

        [Fact]
        public void EmptyAmountIsAnError()
        {
            Assert.Throws<System.FormatException>(() => InvoiceMapper.ParseAmount(" "));
        }
    }
}
