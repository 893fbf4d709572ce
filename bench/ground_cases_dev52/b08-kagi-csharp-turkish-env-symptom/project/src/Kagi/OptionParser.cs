using System;
using System.Collections.Generic;
using System.Linq;

namespace Kagi;

public sealed class OptionParser
{
    private readonly Dictionary<string, OptionSpec> _byName = new(StringComparer.Ordinal);
    private readonly Dictionary<char, OptionSpec> _byShort = new();

    public OptionParser(IEnumerable<OptionSpec> specs, string? envPrefix = null)
    {
        foreach (var spec in specs)
        {
            _byName[NormalizeName(spec.Name)] = spec;
            if (spec.ShortName is char c) _byShort[c] = spec;
        }
        EnvPrefix = envPrefix;
    }

    public string? EnvPrefix { get; }
    public IReadOnlyCollection<OptionSpec> Specs => _byName.Values;

    /// <summary>Option names are matched case-insensitively: --Input and --input are the same.</summary>
    /// <remarks>Invariant culture: under tr-TR, ToLower() maps 'I' to dotless 'ı' (#41).</remarks>
    internal static string NormalizeName(string name) => name.ToLowerInvariant();

    public ParseResult Parse(string[] args)
    {
        var result = new ParseResult();
        for (var i = 0; i < args.Length; i++)
        {
            var arg = args[i];
            if (arg == "--") { result.Positional.AddRange(args.Skip(i + 1)); break; }
            OptionSpec? spec;
            string? inline = null;
            if (arg.StartsWith("--", StringComparison.Ordinal))
            {
                var body = arg.Substring(2);
                var eq = body.IndexOf('=');
                if (eq >= 0) { inline = body.Substring(eq + 1); body = body.Substring(0, eq); }
                if (!_byName.TryGetValue(NormalizeName(body), out spec))
                    throw new OptionException($"Unknown option '--{NormalizeName(body)}'");
            }
            else if (arg.Length == 2 && arg[0] == '-' && _byShort.TryGetValue(arg[1], out var s)) spec = s;
            else { result.Positional.Add(arg); continue; }

            if (spec.IsFlag) { result.Values[spec.Name] = inline is null || ValueConverter.ToBool(inline); continue; }
            var raw = inline ?? (i + 1 < args.Length ? args[++i] : throw new OptionException($"--{spec.Name} needs a value"));
            result.Values[spec.Name] = ValueConverter.Convert(raw, spec.Type, spec.Name);
        }
        if (EnvPrefix is not null) EnvBinder.Fill(result, _byName.Values, EnvPrefix);
        foreach (var spec in _byName.Values)
        {
            if (!result.Has(spec.Name) && spec.Default is not null) result.Values[spec.Name] = spec.Default;
            if (spec.Required && !result.Has(spec.Name)) throw new OptionException($"--{spec.Name} is required");
        }
        return result;
    }
}

public sealed class OptionException : Exception
{
    public OptionException(string message) : base(message) { }
}
