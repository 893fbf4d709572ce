# Japanese era (wareki) dates for receipts and contracts.
module WarekiHelper
  # [name, first day of the era], newest first
  ERAS = [
    ["令和", Date.new(2019, 5, 1)],
    ["平成", Date.new(1989, 1, 7)],
    ["昭和", Date.new(1926, 12, 25)],
    ["大正", Date.new(1912, 7, 30)],
  ].freeze

  def wareki_era(date)
    ERAS.find { |_, start| date >= start } or raise ArgumentError, "no era for #{date}"
  end

  def wareki_year(date)
    name, start = wareki_era(date)
    year = date.year - start.year + 1
    "#{name}#{year == 1 ? "元" : year}年"
  end

  # "令和7年11月10日"
  def wareki_date(date)
    "#{wareki_year(date)}#{date.month}月#{date.day}日"
  end

  # "R7.11.10" for narrow table cells
  def wareki_short(date)
    name, start = wareki_era(date)
    initial = { "令和" => "R", "平成" => "H", "昭和" => "S", "大正" => "T" }.fetch(name)
    "#{initial}#{date.year - start.year + 1}.#{date.month}.#{date.day}"
  end
end
