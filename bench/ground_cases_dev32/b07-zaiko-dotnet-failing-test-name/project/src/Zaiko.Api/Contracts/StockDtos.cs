using System.ComponentModel.DataAnnotations;

namespace Zaiko.Api.Contracts;

public sealed record CreateItemRequest(
    [property: Required, StringLength(32)] string Sku,
    [property: Required, StringLength(120)] string Name,
    [property: Range(0, 1_000_000)] int InitialQuantity);

public sealed record AdjustRequest([property: Range(-1_000_000, 1_000_000)] int Delta);

public sealed record ItemResponse(string Sku, string Name, int Quantity, DateTimeOffset UpdatedAt);
