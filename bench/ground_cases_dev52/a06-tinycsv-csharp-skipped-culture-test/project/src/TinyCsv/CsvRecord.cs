using System;
using System.Collections.Generic;
using System.Globalization;

namespace TinyCsv;

/// <summary>One record: its 1-based number in the file and its fields.</summary>
public sealed class CsvRecord
{
    private readonly string[] _fields;
    private readonly string[]? _header;

    internal CsvRecord(long number, string[] fields, string[]? header)
    {
        Number = number;
        _fields = fields;
        _header = header;
    }

    public long Number { get; }

    public int Count => _fields.Length;

    public string this[int index] => _fields[index];

    /// <summary>The field under a column name (case-insensitive).</summary>
    public string this[string column]
    {
        get
        {
            if (_header is null) throw new InvalidOperationException("the reader has no header");
            int i = Array.FindIndex(_header, h => string.Equals(h, column, StringComparison.OrdinalIgnoreCase));
            if (i < 0 || i >= _fields.Length) throw new KeyNotFoundException($"no column '{column}'");
            return _fields[i];
        }
    }

    public IReadOnlyList<string> Fields => _fields;

    public override string ToString() =>
        string.Format(CultureInfo.InvariantCulture, "#{0}: {1}", Number, string.Join(" | ", _fields));
}
