namespace Catalog.Api.Dtos;

public record ProductDto(int Id, string Sku, string Name, int CategoryId, decimal Price, int Stock, DateTime UpdatedAt);

public record ProductQuery(string? Keyword, int? CategoryId, int Page = 1, int PageSize = 20);

public record PagedResult<T>(IReadOnlyList<T> Items, int Total, int Page, int PageSize);
