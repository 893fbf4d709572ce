using Acme.Booking.Models;
using Acme.Booking.Services;

namespace Acme.Booking.Tests;

public class ReminderServiceTests
{
    private static Booking ConfirmedBooking() => new()
    {
        Id = 7,
        ServiceName = "洗牙",
        StoreName = "徐汇店",
        StartsAt = new DateTime(2025, 11, 20, 2, 30, 0, DateTimeKind.Utc),
        Status = BookingStatus.Confirmed,
        Customer = new Customer { Name = "李娜", Phone = "13800000000" },
    };

    [Fact]
    public void MessageUsesChinaTime()
    {
        var text = ReminderService.BuildMessage(ConfirmedBooking());
        Assert.Contains("11月20日 10:30", text);
    }

    [Fact]
    public void MessageGreetsCustomerByName()
    {
        var text = ReminderService.BuildMessage(ConfirmedBooking());
        Assert.StartsWith("李娜您好", text);
    }
}
