using System;
using System.Globalization;
using System.Text.Json;

namespace Acme.Billing
{
    /// <summary>A webhook delivery: <c>invoice.paid</c>, <c>invoice.voided</c> ...</summary>
    public sealed class WebhookEvent
    {
        private WebhookEvent(string id, string type, DateTime createdAt, string invoiceId)
        {
            Id = id;
            Type = type;
            CreatedAt = createdAt;
            InvoiceId = invoiceId;
        }

        public string Id { get; }
        public string Type { get; }
        public DateTime CreatedAt { get; }
        public string InvoiceId { get; }

        internal static WebhookEvent Parse(string body)
        {
            using var doc = JsonDocument.Parse(body);
            var root = doc.RootElement;
            // created_at is sent as "2025-09-01 14:03:22 +0000", which GetDateTime() rejects
            var createdAt = DateTimeOffset.Parse(
                root.GetProperty("created_at").GetString()!,
                CultureInfo.InvariantCulture,
                DateTimeStyles.AssumeUniversal).UtcDateTime;
            return new WebhookEvent(
                root.GetProperty("id").GetString()!,
                root.GetProperty("type").GetString()!,
                createdAt,
                root.GetProperty("data").GetProperty("invoice_id").GetString()!);
        }
    }
}
