namespace ReportGen;

public sealed record StatementOptions(DateOnly Month, long? CustomerId, bool DryRun)
{
    public static StatementOptions Parse(string[] args, DateOnly today)
    {
        var month = new DateOnly(today.Year, today.Month, 1).AddMonths(-1);
        long? customer = null;
        var dryRun = false;
        for (var i = 0; i < args.Length; i++)
        {
            switch (args[i])
            {
                case "--month":
                    month = DateOnly.ParseExact(args[++i] + "-01", "yyyy-MM-dd");
                    break;
                case "--customer":
                    customer = long.Parse(args[++i]);
                    break;
                case "--dry-run":
                    dryRun = true;
                    break;
                default:
                    throw new ArgumentException($"unknown argument {args[i]}");
            }
        }
        return new StatementOptions(month, customer, dryRun);
    }
}
