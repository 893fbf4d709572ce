using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Reflection;
using System.Text;

namespace TinyCsv;

/// <summary>Reads records from CSV text, one line at a time.</summary>
public sealed class CsvReader : IDisposable
{
    private readonly TextReader _reader;
    private readonly CsvOptions _options;
    private string[]? _header;

    public CsvReader(TextReader reader, CsvOptions? options = null)
    {
        _reader = reader;
        _options = options ?? CsvOptions.Default;
    }

    /// <summary>The column names, once the first record has been read.</summary>
    public IReadOnlyList<string>? Header => _header;

    /// <summary>The raw records, as field arrays.</summary>
    public IEnumerable<CsvRecord> Read()
    {
        var fields = new List<string>();
        long number = 0;
        while (ReadRecord(fields))
        {
            number++;
            if (_options.HasHeader && _header is null)
            {
                _header = fields.ToArray();
                continue;
            }
            yield return new CsvRecord(number, fields.ToArray(), _header);
        }
    }

    /// <summary>Records mapped onto the public settable properties of <typeparamref name="T"/> by column name.</summary>
    public IEnumerable<T> ReadAs<T>() where T : new()
    {
        PropertyInfo[]? columns = null;
        foreach (var record in Read())
        {
            columns ??= MapColumns<T>();
            var item = new T();
            for (int i = 0; i < columns.Length && i < record.Count; i++)
            {
                var prop = columns[i];
                if (prop is null) continue;
                prop.SetValue(item, ConvertField(record[i], prop.PropertyType));
            }
            yield return item;
        }
    }

    private PropertyInfo[] MapColumns<T>()
    {
        var header = _header ?? throw new InvalidOperationException("ReadAs needs a header record");
        var props = typeof(T).GetProperties(BindingFlags.Public | BindingFlags.Instance);
        var map = new PropertyInfo[header.Length];
        for (int i = 0; i < header.Length; i++)
        {
            map[i] = Array.Find(props, p => p.CanWrite && string.Equals(p.Name, header[i], StringComparison.OrdinalIgnoreCase))!;
        }
        return map;
    }

    private object? ConvertField(string field, Type target)
    {
        var type = Nullable.GetUnderlyingType(target) ?? target;
        if (field.Length == 0 && type != typeof(string))
        {
            return null;
        }
        if (type == typeof(string)) return field;
        var culture = _options.Culture;
        if (type == typeof(int)) return int.Parse(field, NumberStyles.Integer, culture);
        if (type == typeof(long)) return long.Parse(field, NumberStyles.Integer, culture);
        if (type == typeof(double)) return double.Parse(field, NumberStyles.Float | NumberStyles.AllowThousands, culture);
        if (type == typeof(decimal)) return decimal.Parse(field, NumberStyles.Number, culture);
        if (type == typeof(bool)) return bool.Parse(field);
        if (type == typeof(DateTime)) return DateTime.Parse(field, culture, DateTimeStyles.RoundtripKind);
        if (type.IsEnum) return Enum.Parse(type, field, ignoreCase: true);
        throw new NotSupportedException($"TinyCsv cannot convert a field to {type.Name}");
    }

    private bool ReadRecord(List<string> fields)
    {
        fields.Clear();
        var line = _reader.ReadLine();
        if (line is null) return false;
        var field = new StringBuilder();
        bool quoted = false;
        for (int i = 0; ; i++)
        {
            if (i == line.Length)
            {
                if (!quoted) break;
                var next = _reader.ReadLine() ?? throw new FormatException("unterminated quoted field");
                field.Append('\n');
                line = next;
                i = -1;
                continue;
            }
            char c = line[i];
            if (quoted)
            {
                if (c == _options.Quote && i + 1 < line.Length && line[i + 1] == _options.Quote) { field.Append(c); i++; }
                else if (c == _options.Quote) quoted = false;
                else field.Append(c);
            }
            else if (c == _options.Quote) quoted = true;
            else if (c == _options.Delimiter) { fields.Add(field.ToString()); field.Clear(); }
            else field.Append(c);
        }
        fields.Add(field.ToString());
        return true;
    }

    public void Dispose() => _reader.Dispose();
}
