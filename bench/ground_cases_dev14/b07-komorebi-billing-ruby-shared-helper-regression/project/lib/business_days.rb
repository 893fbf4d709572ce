require "date"
require "holiday_jp"

# Calendar helpers shared by billing and subscriptions.
module BusinessDays
  module_function

  def business_day?(date)
    !date.saturday? && !date.sunday? && !HolidayJp.holiday?(date)
  end

  # The first business day on or after +date+.
  def roll_forward(date)
    date += 1 until business_day?(date)
    date
  end

  # The last business day on or before +date+.
  def roll_back(date)
    date -= 1 until business_day?(date)
    date
  end

  # +date+ moved by +months+ calendar months (Jan 31 + 1 month = Feb 28).
  def add_months(date, months)
    date >> months
  end

  # The last business day of +date+'s month.
  def end_of_month(date)
    roll_back(Date.new(date.year, date.month, -1))
  end

  # Number of business days in (from, to].
  def between(from, to)
    return 0 if to <= from

    ((from + 1)..to).count { |d| business_day?(d) }
  end
end
