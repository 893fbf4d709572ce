namespace Shop.Api.Dtos;

public record OrderDto(
    int Id,
    string Number,
    string Status,
    string Total,
    string? PaidOn,
    DateTime? EstimatedDelivery,
    string? TrackingUrl);
