using Kayoi.Api.Notifications;
using Xunit;

namespace Kayoi.Api.Tests;

public class NotificationTemplatesTests
{
    private readonly NotificationTemplates _templates = new();

    [Fact]
    public void Reminder_shows_japan_time()
    {
        var startsAt = new DateTimeOffset(2025, 12, 3, 1, 0, 0, TimeSpan.Zero); // 10:00 JST
        var message = _templates.LessonReminder("山田", "朝ヨガ", startsAt);
        Assert.Contains("10:00", message.TextBody);
        Assert.Contains("朝ヨガ", message.TextBody);
    }

    [Fact]
    public void Contact_echoes_the_message()
    {
        var message = _templates.ContactReceived("佐藤", "駐車場はありますか");
        Assert.Contains("駐車場はありますか", message.TextBody);
    }
}
