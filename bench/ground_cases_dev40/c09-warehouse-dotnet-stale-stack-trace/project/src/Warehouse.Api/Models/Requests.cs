using System.ComponentModel.DataAnnotations;

namespace Warehouse.Api.Models;

public record AdjustRequest(
    [Range(-100000, 100000)] int Delta,
    [Required, MaxLength(200)] string Reason);

public record ReserveRequest(
    [Range(1, 10000)] int Quantity);

public record AdjustLine(
    [Required, MaxLength(32)] string Sku,
    [Range(-100000, 100000)] int Delta);

public record AdjustManyRequest(
    [Required, MinLength(1), MaxLength(500)] List<AdjustLine> Lines,
    [Required, MaxLength(200)] string Reason);
