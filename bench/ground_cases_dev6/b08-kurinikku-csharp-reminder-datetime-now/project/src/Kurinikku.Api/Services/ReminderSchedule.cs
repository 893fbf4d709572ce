using Microsoft.Extensions.Options;

namespace Kurinikku.Api.Services;

public class ReminderSchedule(IOptions<ClinicOptions> options)
{
    private readonly TimeZoneInfo _clinicZone = TimeZoneInfo.FindSystemTimeZoneById(options.Value.TimeZone);
    private readonly TimeSpan _lead = TimeSpan.FromHours(options.Value.ReminderLeadHours);

    /// <summary>Converts a clinic-local start time (what the front desk types) to UTC.</summary>
    public DateTime ToUtc(DateTime clinicLocal) =>
        TimeZoneInfo.ConvertTimeToUtc(DateTime.SpecifyKind(clinicLocal, DateTimeKind.Unspecified), _clinicZone);

    /// <summary>Reminder time in UTC for a start time in UTC.</summary>
    public DateTime RemindAtUtc(DateTime startsAtUtc) => startsAtUtc - _lead;

    public DateTime ToClinicLocal(DateTime utc) => TimeZoneInfo.ConvertTimeFromUtc(utc, _clinicZone);
}
