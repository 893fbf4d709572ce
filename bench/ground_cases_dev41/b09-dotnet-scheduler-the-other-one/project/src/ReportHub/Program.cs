using ReportHub.Reports;
using ReportHub.Scheduling;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddSingleton<IReportRunner, EmailReportRunner>();
builder.Services.AddSingleton<ReportScheduler>();
builder.Services.AddHostedService(sp => sp.GetRequiredService<ReportScheduler>());

var app = builder.Build();

var scheduler = app.Services.GetRequiredService<ReportScheduler>();
foreach (var report in app.Configuration.GetSection("Reports").Get<List<ScheduledReport>>() ?? new())
{
    scheduler.Schedule(report);
}

app.MapGet("/schedules", (ReportScheduler s) =>
    s.Jobs.Select(j => new { j.Name, j.NextRun, Days = j.Days.Order() }));

app.MapPost("/schedules", (ScheduleRequest req, ReportScheduler s) =>
{
    var job = new ScheduledReport
    {
        Name = req.Name,
        TimeOfDay = req.TimeOfDay,
        Days = req.Days.ToHashSet(),
        Recipients = req.Recipients,
    };
    s.Schedule(job);
    return Results.Created($"/schedules/{job.Name}", new { job.Name, job.NextRun });
});

app.Run();

internal sealed record ScheduleRequest(string Name, TimeSpan TimeOfDay, DayOfWeek[] Days, string? Recipients);
