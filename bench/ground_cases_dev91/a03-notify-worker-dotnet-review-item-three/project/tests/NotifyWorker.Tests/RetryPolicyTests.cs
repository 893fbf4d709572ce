using NotifyWorker.Messaging;
using RabbitMQ.Client.Framing;
using Xunit;

namespace NotifyWorker.Tests;

public class RetryPolicyTests
{
    [Fact]
    public void FirstDeliveryIsAttemptOne()
    {
        var props = new BasicProperties();
        Assert.Equal(1, new RetryPolicy().AttemptOf(props));
    }

    [Fact]
    public void XDeathCountAddsOne()
    {
        var props = new BasicProperties
        {
            Headers = new Dictionary<string, object>
            {
                ["x-death"] = new List<object> { new Dictionary<string, object> { ["count"] = 2L } },
            },
        };
        Assert.Equal(3, new RetryPolicy().AttemptOf(props));
    }
}
