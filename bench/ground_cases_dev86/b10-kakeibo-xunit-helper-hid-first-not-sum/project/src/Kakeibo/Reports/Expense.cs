namespace Kakeibo.Reports;

public record Expense(DateOnly Date, string Category, decimal Amount);

public record MonthTotal(int Year, int Month, decimal Total);
