using System.Text;

namespace Billing.Exports;

/// <summary>Minimal RFC 4180 writer: comma separated, CRLF, quotes when needed.</summary>
public sealed class CsvWriter
{
    private readonly StringBuilder _sb = new();

    public CsvWriter Row(params string[] fields)
    {
        _sb.Append(string.Join(",", fields.Select(Escape)));
        _sb.Append("\r\n");
        return this;
    }

    public static string Escape(string field)
    {
        if (field.IndexOfAny(new[] { ',', '"', '\r', '\n' }) < 0)
        {
            return field;
        }
        return "\"" + field.Replace("\"", "\"\"") + "\"";
    }

    /// <summary>UTF-8 with a BOM: without it Excel on Windows assumes the ANSI code page.</summary>
    public byte[] ToBytes()
    {
        var encoding = new UTF8Encoding(encoderShouldEmitUTF8Identifier: true);
        return encoding.GetPreamble().Concat(encoding.GetBytes(_sb.ToString())).ToArray();
    }
}
