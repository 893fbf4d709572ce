using VanRental.Services;

namespace VanRental.Endpoints;

public static class ReportEndpoints
{
    public static void MapReportEndpoints(this WebApplication app)
    {
        var group = app.MapGroup("/reports");

        group.MapGet("/utilisation", async (DateOnly from, DateOnly to, RentalReports reports) =>
            Results.Ok(await reports.UtilisationAsync(
                from.ToDateTime(TimeOnly.MinValue), to.AddDays(1).ToDateTime(TimeOnly.MinValue))));

        group.MapGet("/rentals.csv", async (DateOnly from, DateOnly to, RentalReports reports) =>
            Results.Text(await reports.RentalsCsvAsync(from, to), "text/csv"));
    }
}
