using RabbitMQ.Client;

namespace NotifyWorker.Messaging;

public sealed class RetryPolicy
{
    public int AttemptOf(IBasicProperties props)
    {
        if (props.Headers is null || !props.Headers.TryGetValue("x-death", out var raw))
        {
            return 1;
        }
        if (raw is List<object> deaths && deaths.Count > 0 && deaths[0] is Dictionary<string, object> first
            && first.TryGetValue("count", out var count))
        {
            return Convert.ToInt32(count) + 1;
        }
        return 1;
    }

    public TimeSpan DelayFor(int attempt)
    {
        var seconds = Math.Pow(2, attempt);
        return TimeSpan.FromSeconds(seconds);
    }
}
