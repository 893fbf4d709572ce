using System.Globalization;
using Shop.Api.Data;
using Shop.Api.Dtos;

namespace Shop.Api.Mapping;

public static class OrderMapper
{
    private static readonly CultureInfo De = CultureInfo.GetCultureInfo("de-DE");

    public static string FormatTotal(decimal total, string currency) =>
        currency switch
        {
            "EUR" => total.ToString("C", De),
            _ => $"{total.ToString("N2", CultureInfo.InvariantCulture)} {currency}",
        };

    public static string? TrackingUrl(string? code) =>
        string.IsNullOrEmpty(code) ? null : $"https://track.parcelhub.example/{Uri.EscapeDataString(code)}";

    public static OrderDto ToDto(Order order)
    {
        string? paidOn = null;
        if (order.PaidAt.HasValue)
        {
            paidOn = order.PaidAt.Value.ToString("d", De);
        }

        // Delivery estimate shown on the "my orders" page.
        DateTime? estimated = null;
        if (order.Status != OrderStatus.Cancelled)
        {
            estimated = order.ShippedAt.Value.AddDays(order.ShippingDays);
        }

        return new OrderDto(
            order.Id,
            order.Number,
            order.Status.ToString(),
            FormatTotal(order.Total, order.Currency),
            paidOn,
            estimated,
            TrackingUrl(order.TrackingCode));
    }
}
