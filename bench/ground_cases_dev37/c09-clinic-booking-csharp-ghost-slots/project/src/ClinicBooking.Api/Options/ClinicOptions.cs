namespace ClinicBooking.Api.Options;

public class ClinicOptions
{
    public const string Section = "Clinic";

    /// <summary>Time zone of the clinic, e.g. "China Standard Time" or "Asia/Shanghai".</summary>
    public string TimeZoneId { get; set; } = "Asia/Shanghai";

    public int OpenHour { get; set; } = 9;
    public int CloseHour { get; set; } = 18;
    public int SlotMinutes { get; set; } = 30;
}
