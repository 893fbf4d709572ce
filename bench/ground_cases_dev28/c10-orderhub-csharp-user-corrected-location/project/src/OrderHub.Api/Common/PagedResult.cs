namespace OrderHub.Api.Common;

/// <summary>
/// One page of a list endpoint. Serialized as
/// { items, total, page, pageSize, totalPages, hasNext, hasPrevious }.
/// </summary>
public sealed class PagedResult<T>
{
    public PagedResult(IReadOnlyList<T> items, int total, int page, int pageSize)
    {
        if (page < 1) throw new ArgumentOutOfRangeException(nameof(page));
        if (pageSize < 1) throw new ArgumentOutOfRangeException(nameof(pageSize));
        Items = items;
        Total = total;
        Page = page;
        PageSize = pageSize;
    }

    public IReadOnlyList<T> Items { get; }

    public int Total { get; }

    public int Page { get; }

    public int PageSize { get; }

    public int TotalPages => Total / PageSize;

    public bool HasNext => Page < TotalPages;

    public bool HasPrevious => Page > 1;

    public PagedResult<TOut> Map<TOut>(Func<T, TOut> selector) =>
        new(Items.Select(selector).ToList(), Total, Page, PageSize);

    public static PagedResult<T> Empty(int page, int pageSize) =>
        new(Array.Empty<T>(), 0, page, pageSize);
}
