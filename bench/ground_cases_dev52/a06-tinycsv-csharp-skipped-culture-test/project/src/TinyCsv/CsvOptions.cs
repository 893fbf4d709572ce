using System.Globalization;

namespace TinyCsv;

/// <summary>How a CSV text is read and written.</summary>
public sealed class CsvOptions
{
    public static CsvOptions Default { get; } = new();

    /// <summary>The field separator. Default <c>,</c>.</summary>
    public char Delimiter { get; init; } = ',';

    /// <summary>The quote character. Default <c>"</c>.</summary>
    public char Quote { get; init; } = '"';

    /// <summary>Whether the first record holds the column names. Default true.</summary>
    public bool HasHeader { get; init; } = true;

    /// <summary>
    /// Culture for numbers and dates. Default <see cref="CultureInfo.InvariantCulture"/>,
    /// so files are the same on every machine.
    /// </summary>
    public CultureInfo Culture { get; init; } = CultureInfo.InvariantCulture;

    /// <summary>Line ending written after each record. Default <c>\r\n</c> (RFC 4180).</summary>
    public string NewLine { get; init; } = "\r\n";

    /// <summary>Trim spaces around unquoted fields when reading. Default false.</summary>
    public bool TrimFields { get; init; }

    /// <summary>A copy with another culture, e.g. for Excel exports in a user's locale.</summary>
    public CsvOptions WithCulture(CultureInfo culture) => new()
    {
        Delimiter = Delimiter, Quote = Quote, HasHeader = HasHeader, Culture = culture,
        NewLine = NewLine, TrimFields = TrimFields,
    };
}
