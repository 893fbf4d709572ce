using System.Text;

namespace ReportExporter.Services;

/// <summary>Minimal CSV output for the finance exports (UTF-8 with BOM so Excel opens it).</summary>
public static class CsvWriter
{
    public static async Task WriteAsync(
        string path,
        IReadOnlyList<string> header,
        IEnumerable<IReadOnlyList<string>> rows,
        CancellationToken ct)
    {
        await using var stream = File.Create(path);
        await using var writer = new StreamWriter(stream, new UTF8Encoding(encoderShouldEmitUTF8Identifier: true));
        await writer.WriteLineAsync(string.Join(",", header.Select(Escape)));
        foreach (var row in rows)
        {
            ct.ThrowIfCancellationRequested();
            await writer.WriteLineAsync(string.Join(",", row.Select(Escape)));
        }
    }

    internal static string Escape(string value)
    {
        if (value.IndexOfAny(new[] { ',', '"', '\r', '\n' }) >= 0)
        {
            return "\"" + value.Replace("\"", "\"\"") + "\"";
        }

        return value;
    }
}
