using Todo.Core.Tasks;
using Xunit;

namespace Todo.Core.Tests;

public class CreateTaskValidatorTests
{
    private readonly CreateTaskValidator _validator = new();

    [Fact]
    public void RejectsEmptyTitle()
    {
        var result = _validator.Validate(new CreateTaskRequest("  ", null, null, TaskPriority.Normal));
        Assert.False(result.IsValid);
    }

    [Fact]
    public void RejectsTooLongTitle()
    {
        var title = new string('あ', CreateTaskValidator.MaxTitleLength + 1);
        var result = _validator.Validate(new CreateTaskRequest(title, null, null, TaskPriority.Normal));
        Assert.Contains("100文字以内", result.Errors[0]);
    }

    [Fact]
    public void RejectsPastDeadline()
    {
        var now = new FakeTime(new DateTimeOffset(2025, 4, 1, 3, 0, 0, TimeSpan.Zero)); // 12:00 JST
        var validator = new CreateTaskValidator(now);
        var result = validator.Validate(new CreateTaskRequest("提出", null, "2025/04/01 11:59", TaskPriority.High));
        Assert.Contains("過去の日時", result.Errors[0]);
    }

    [Fact]
    public void AcceptsFutureDeadline()
    {
        var now = new FakeTime(new DateTimeOffset(2025, 4, 1, 3, 0, 0, TimeSpan.Zero));
        var validator = new CreateTaskValidator(now);
        var result = validator.Validate(new CreateTaskRequest("提出", null, "2025/04/01 12:01", TaskPriority.High));
        Assert.True(result.IsValid);
    }

    private sealed class FakeTime(DateTimeOffset now) : TimeProvider
    {
        public override DateTimeOffset GetUtcNow() => now;
    }

    [Fact]
    public void AcceptsMinimalRequest()
    {
        var result = _validator.Validate(new CreateTaskRequest("牛乳を買う", null, null, TaskPriority.Low));
        Assert.True(result.IsValid);
    }
}
