namespace Kakeibo.Billing;

public interface IHolidayCalendar
{
    bool IsHoliday(DateOnly date);
}
