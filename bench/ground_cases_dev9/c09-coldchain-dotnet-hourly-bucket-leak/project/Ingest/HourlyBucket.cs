namespace ColdChain.Ingest.Ingest;

public sealed record HourlyBucket(string DeviceId, DateTimeOffset Hour, double Min, double Max, double Sum, int Count)
{
    public double Avg => Count == 0 ? 0 : Sum / Count;

    public static HourlyBucket Start(string deviceId, DateTimeOffset hour, double t) =>
        new(deviceId, hour, t, t, t, 1);

    public HourlyBucket With(double t) =>
        this with { Min = Math.Min(Min, t), Max = Math.Max(Max, t), Sum = Sum + t, Count = Count + 1 };
}
