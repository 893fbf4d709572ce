namespace Meetroom.Api.Models;

public record PagedResult<T>(IReadOnlyList<T> Items, int Page, int PageSize, int Total);
