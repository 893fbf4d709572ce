using System;
using System.Collections.Generic;
using System.IO;
using System.Reflection;

namespace TinyCsv;

/// <summary>Writes records as CSV (RFC 4180 quoting).</summary>
public sealed class CsvWriter : IDisposable
{
    private readonly TextWriter _writer;
    private readonly CsvOptions _options;

    public CsvWriter(TextWriter writer, CsvOptions? options = null)
    {
        _writer = writer;
        _options = options ?? CsvOptions.Default;
    }

    public void WriteRecord(IEnumerable<object?> values)
    {
        bool first = true;
        foreach (var value in values)
        {
            if (!first) _writer.Write(_options.Delimiter);
            _writer.Write(Quote(FormatField(value)));
            first = false;
        }
        _writer.Write(_options.NewLine);
    }

    /// <summary>A header from the public properties of <typeparamref name="T"/>, then one record per item.</summary>
    public void WriteAll<T>(IEnumerable<T> items)
    {
        var props = typeof(T).GetProperties(BindingFlags.Public | BindingFlags.Instance);
        WriteRecord(Array.ConvertAll(props, p => (object?)p.Name));
        foreach (var item in items)
        {
            WriteRecord(Array.ConvertAll(props, p => p.GetValue(item)));
        }
    }

    private string FormatField(object? value) => value switch
    {
        null => "",
        string s => s,
        bool b => b ? "true" : "false",
        DateTime d => d.ToString("O", _options.Culture),
        IFormattable f => f.ToString(null, null),
        _ => value.ToString() ?? "",
    };

    private string Quote(string field)
    {
        bool needs = field.IndexOf(_options.Delimiter) >= 0 || field.IndexOf(_options.Quote) >= 0
            || field.IndexOf('\n') >= 0 || field.IndexOf('\r') >= 0;
        if (!needs) return field;
        var q = _options.Quote.ToString();
        return q + field.Replace(q, q + q) + q;
    }

    public void Flush() => _writer.Flush();

    public void Dispose() => _writer.Dispose();
}
