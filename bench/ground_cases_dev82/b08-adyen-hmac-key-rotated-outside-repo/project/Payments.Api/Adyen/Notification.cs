using System.Text.Json.Serialization;

namespace Payments.Api.Adyen;

public sealed record Amount(long Value, string Currency);

public sealed record NotificationItem(
    string PspReference,
    string? OriginalReference,
    string MerchantAccountCode,
    string MerchantReference,
    Amount Amount,
    string EventCode,
    string Success,
    Dictionary<string, string>? AdditionalData);

public sealed record NotificationItemContainer(
    [property: JsonPropertyName("NotificationRequestItem")] NotificationItem Item);

public sealed record NotificationRequest(
    string Live,
    List<NotificationItemContainer> NotificationItems);
