namespace Clinic.Api.Options;

public sealed class ClinicOptions
{
    public const string Section = "Clinic";

    /// <summary>IANA or Windows id of the clinic's time zone, e.g. "Asia/Tokyo".</summary>
    public string TimeZone { get; set; } = "UTC";

    /// <summary>Slots closer than this are no longer bookable online.</summary>
    public int BookingCutoffMinutes { get; set; } = 30;
}
