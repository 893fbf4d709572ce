using System.Globalization;
using Microsoft.Extensions.Options;
using Recall.Worker.Data;

namespace Recall.Worker;

public sealed class ReminderFormatter
{
    private readonly ReminderOptions _options;
    private readonly TimeZoneInfo _zone;

    public ReminderFormatter(IOptions<ReminderOptions> options)
    {
        _options = options.Value;
        _zone = TimeZoneInfo.FindSystemTimeZoneById(_options.TimeZone);
    }

    public string Format(Appointment appt)
    {
        var culture = CultureInfo.GetCultureInfo(_options.Culture);
        var local = TimeZoneInfo.ConvertTimeFromUtc(appt.StartsAtUtc, _zone);
        var day = local.ToString("dddd, d. MMMM", culture);
        var time = local.ToString("HH:mm", culture);
        return string.Format(culture, _options.Template, appt.PatientFirstName, day, time, _options.PracticeName);
    }
}
