using System.Globalization;
using Microsoft.Extensions.Options;

namespace PartnerExport;

/// <summary>Remembers the last day that was exported and uploaded, in a small text file.</summary>
public sealed class ExportState
{
    private readonly string _file;

    public ExportState(IOptions<ExportOptions> options)
    {
        _file = Path.Combine(options.Value.OutputDir, ".last-exported");
    }

    public async Task<DateOnly?> LastExportedAsync(CancellationToken ct)
    {
        if (!File.Exists(_file))
        {
            return null;
        }
        var text = (await File.ReadAllTextAsync(_file, ct)).Trim();
        return DateOnly.TryParseExact(text, "yyyy-MM-dd", CultureInfo.InvariantCulture, DateTimeStyles.None, out var day)
            ? day
            : null;
    }

    public async Task SaveLastExportedAsync(DateOnly day, CancellationToken ct)
    {
        Directory.CreateDirectory(Path.GetDirectoryName(_file)!);
        var tmp = _file + ".tmp";
        await File.WriteAllTextAsync(tmp, day.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture), ct);
        File.Move(tmp, _file, overwrite: true);
    }
}
