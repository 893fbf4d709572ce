using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using ReminderWorker.Options;
using ReminderWorker.Services;
using Xunit;

namespace ReminderWorker.Tests;

public class ReminderSchedulerTests
{
    private static ReminderScheduler Create() =>
        new(Options.Create(new ReminderOptions()), NullLogger<ReminderScheduler>.Instance);

    private static readonly Member Alice = new(1, "alice@example.jp", false, null);

    // JST = UTC+9
    [Theory]
    [InlineData("2025-11-18T14:30:00Z")] // 23:30 JST
    [InlineData("2025-11-18T21:00:00Z")] // 06:00 JST
    public void SkipsQuietHours(string utc)
    {
        Assert.Empty(Create().SelectTargets([Alice], DateTimeOffset.Parse(utc)));
    }

    [Fact]
    public void SendsInDaytime()
    {
        var noon = DateTimeOffset.Parse("2025-11-18T03:00:00Z"); // 12:00 JST
        Assert.Single(Create().SelectTargets([Alice], noon));
    }

    [Fact]
    public void SkipsOptedOutAndMissingEmail()
    {
        var noon = DateTimeOffset.Parse("2025-11-18T03:00:00Z");
        var members = new[] { Alice with { OptedOut = true }, new Member(2, " ", false, null) };
        Assert.Empty(Create().SelectTargets(members, noon));
    }
}
