using ReportingApi.Services;

namespace ReportingApi.Endpoints;

public static class ExportEndpoints
{
    public static IEndpointRouteBuilder MapExportEndpoints(this IEndpointRouteBuilder app)
    {
        app.MapGet("/exports/orders.csv", ExportOrders)
            .WithName("ExportOrdersCsv")
            .Produces(StatusCodes.Status200OK, contentType: "text/csv")
            .ProducesProblem(StatusCodes.Status413PayloadTooLarge);

        // Deprecated alias, remove after the 2026.1 release.
        app.MapGet("/export/orders.csv", ExportOrders)
            .WithName("ExportOrdersCsvLegacy")
            .ExcludeFromDescription();
        return app;
    }

    private static async Task<IResult> ExportOrders(
        DateOnly from, DateOnly to, string? region, string? delimiter,
        ExportService exports, HttpContext http, CancellationToken ct)
    {
        if (to < from)
        {
            return Results.Problem("'to' must not be before 'from'", statusCode: StatusCodes.Status400BadRequest);
        }
        char? separator = delimiter?.ToLowerInvariant() switch
        {
            null or "" or "comma" => ',',
            "semicolon" => ';',
            "tab" => '\t',
            _ => null,
        };
        if (separator is null)
        {
            return Results.Problem("delimiter must be comma, semicolon or tab", statusCode: StatusCodes.Status400BadRequest);
        }

        http.Response.ContentType = "text/csv; charset=utf-8";
        http.Response.Headers.ContentDisposition = $"attachment; filename=orders-{from:yyyyMMdd}-{to:yyyyMMdd}.csv";
        try
        {
            await exports.ExportAsync(new ExportRequest(from, to, region, separator.Value), http.Response.Body, ct);
        }
        catch (ExportTooLargeException e)
        {
            return Results.Problem(e.Message, statusCode: StatusCodes.Status413PayloadTooLarge);
        }
        return Results.Empty;
    }
}
