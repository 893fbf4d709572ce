namespace ReportingApi.Services;

/// <summary>Splitting a row count into database round trips.</summary>
public static class Paging
{
    /// <summary>Number of batches needed for <paramref name="total"/> rows.</summary>
    public static int PageCount(int total, int pageSize)
    {
        if (total <= 0)
        {
            return 0;
        }
        return (total + pageSize - 1) / pageSize;
    }

    /// <summary>(offset, limit) pairs covering <paramref name="total"/> rows in order.</summary>
    public static IEnumerable<(int Offset, int Limit)> Batches(int total, int pageSize)
    {
        var pages = PageCount(total, pageSize);
        for (var i = 0; i < pages; i++)
        {
            var offset = i * pageSize;
            yield return (offset, Math.Min(pageSize, total - offset));
        }
    }

    /// <summary>Human-readable progress for the logs, e.g. "batch 3/12".</summary>
    public static string Progress(int index, int pages) =>
        pages == 0 ? "no batches" : $"batch {index + 1}/{pages}";
}
