using ClinicBooking.Api.Options;
using Microsoft.Extensions.Options;

namespace ClinicBooking.Tests;

internal static class ClinicFixtures
{
    public static IOptions<ClinicOptions> Clinic(int slotMinutes = 30) =>
        Options.Create(new ClinicOptions
        {
            TimeZoneId = "Asia/Shanghai",
            OpenHour = 9,
            CloseHour = 18,
            SlotMinutes = slotMinutes,
        });
}
