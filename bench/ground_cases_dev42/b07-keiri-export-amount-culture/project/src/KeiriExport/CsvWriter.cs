using System.Text;

namespace KeiriExport;

/// <summary>
/// Writes the accounting software's journal import file: comma separated, Shift_JIS,
/// CRLF line ends, no header row.
/// </summary>
public sealed class CsvWriter : IDisposable
{
    private readonly StreamWriter _writer;

    public CsvWriter(string path)
    {
        Encoding.RegisterProvider(CodePagesEncodingProvider.Instance);
        _writer = new StreamWriter(path, append: false, Encoding.GetEncoding("shift_jis"))
        {
            NewLine = "\r\n",
        };
        Path = path;
    }

    public string Path { get; }

    public int Rows { get; private set; }

    public void WriteRow(IReadOnlyList<string> fields)
    {
        _writer.WriteLine(string.Join(",", fields.Select(Escape)));
        Rows++;
    }

    /// <summary>Line breaks inside a field would split the row; they become spaces.</summary>
    internal static string Escape(string field) =>
        field.Replace("\r\n", " ").Replace("\n", " ").Replace("\r", " ");

    public void Dispose()
    {
        _writer.Flush();
        _writer.Dispose();
    }
}
