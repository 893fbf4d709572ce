using System;
using System.Collections.Generic;

namespace Kagi;

/// <summary>
/// Fills options that were not given on the command line from environment variables:
/// prefix "MYTOOL_" and option "dry-run" read MYTOOL_DRY_RUN.
/// </summary>
internal static class EnvBinder
{
    internal static Func<string, string?> GetEnv { get; set; } = Environment.GetEnvironmentVariable;

    public static void Fill(ParseResult result, IEnumerable<OptionSpec> specs, string prefix)
    {
        foreach (var spec in specs)
        {
            if (result.Has(spec.Name)) continue;
            var value = GetEnv(VariableName(prefix, spec.Name));
            if (value is null) continue;
            result.Values[spec.Name] = spec.IsFlag
                ? ValueConverter.ToBool(value)
                : ValueConverter.Convert(value, spec.Type, spec.Name);
        }
    }

    public static string VariableName(string prefix, string optionName)
    {
        var name = optionName.Replace('-', '_').ToUpper();
        return prefix.EndsWith("_", StringComparison.Ordinal) ? prefix + name : prefix + "_" + name;
    }

    public static IEnumerable<string> DescribeAll(string prefix, IEnumerable<OptionSpec> specs)
    {
        foreach (var spec in specs) yield return $"{VariableName(prefix, spec.Name)}  (--{spec.Name})";
    }
}
