using System;
using System.Globalization;

namespace Kagi;

internal static class ValueConverter
{
    public static bool ToBool(string value) => value.Trim().ToLowerInvariant() switch
    {
        "1" or "true" or "yes" or "on" => true,
        "0" or "false" or "no" or "off" => false,
        _ => throw new OptionException($"'{value}' is not a boolean (use true/false, yes/no, on/off, 1/0)"),
    };

    public static object Convert(string raw, Type type, string optionName)
    {
        try
        {
            if (type == typeof(string)) return raw;
            // Command lines and scripts are culture-neutral: "1.5" must mean 1.5 everywhere.
            if (type == typeof(int)) return int.Parse(raw, NumberStyles.Integer, CultureInfo.InvariantCulture);
            if (type == typeof(double)) return double.Parse(raw, NumberStyles.Float, CultureInfo.InvariantCulture);
            if (type == typeof(TimeSpan)) return TimeSpan.Parse(raw, CultureInfo.InvariantCulture);
            if (type.IsEnum) return Enum.Parse(type, raw, ignoreCase: true);
            if (type == typeof(Uri)) return new Uri(raw, UriKind.RelativeOrAbsolute);
        }
        catch (Exception e) when (e is FormatException or OverflowException or ArgumentException)
        {
            throw new OptionException($"--{optionName}: '{raw}' is not a valid {type.Name}");
        }
        throw new OptionException($"--{optionName}: unsupported option type {type.Name}");
    }
}
