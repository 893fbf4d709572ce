using Microsoft.Extensions.Options;
using nClam;

namespace DocIntake.Services;

public class ClamAvOptions
{
    public string Host { get; set; } = "localhost";
    public int Port { get; set; } = 3310;
    public int TimeoutSeconds { get; set; } = 10;
}

public record ScanVerdict(bool Clean, string? Signature);

public interface IVirusScanner
{
    Task<ScanVerdict> ScanAsync(Stream content, CancellationToken ct);
}

public class VirusScanner : IVirusScanner
{
    private readonly ClamAvOptions _options;

    public VirusScanner(IOptions<ClamAvOptions> options)
    {
        _options = options.Value;
    }

    public async Task<ScanVerdict> ScanAsync(Stream content, CancellationToken ct)
    {
        using var timeout = CancellationTokenSource.CreateLinkedTokenSource(ct);
        timeout.CancelAfter(TimeSpan.FromSeconds(_options.TimeoutSeconds));
        var clam = new ClamClient(_options.Host, _options.Port) { MaxStreamSize = 300L * 1024 * 1024 };
        var result = await clam.SendAndScanFileAsync(content, timeout.Token);
        return result.Result switch
        {
            ClamScanResults.Clean => new ScanVerdict(true, null),
            ClamScanResults.VirusDetected => new ScanVerdict(false, result.InfectedFiles?.FirstOrDefault()?.VirusName),
            _ => throw new IOException($"virus scan failed: {result.RawResult}"),
        };
    }
}
