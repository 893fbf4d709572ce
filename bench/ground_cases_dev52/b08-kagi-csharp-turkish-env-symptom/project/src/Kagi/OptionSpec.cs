using System;
using System.Collections.Generic;

namespace Kagi;

/// <summary>One declared option, e.g. <c>--input FILE</c>.</summary>
public sealed class OptionSpec
{
    public OptionSpec(string name, Type type, string? help = null, char? shortName = null)
    {
        if (string.IsNullOrWhiteSpace(name)) throw new ArgumentException("name is required", nameof(name));
        Name = name.TrimStart('-');
        Type = type;
        Help = help;
        ShortName = shortName;
    }

    /// <summary>Name without dashes, as declared (e.g. "input" or "dry-run").</summary>
    public string Name { get; }
    public Type Type { get; }
    public string? Help { get; }
    public char? ShortName { get; }
    public object? Default { get; init; }
    public bool Required { get; init; }

    public bool IsFlag => Type == typeof(bool);
}

/// <summary>The parsed values, by option name.</summary>
public sealed class ParseResult
{
    internal Dictionary<string, object?> Values { get; } = new(StringComparer.Ordinal);
    public List<string> Positional { get; } = new();

    public T Get<T>(string name) => Values.TryGetValue(name, out var v) && v is T t ? t : default!;
    public bool Has(string name) => Values.ContainsKey(name);
}
