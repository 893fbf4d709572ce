# frozen_string_literal: true

module Formatter
  module_function

  def yen(amount)
    whole, frac = format("%.2f", amount).split(".")
    "¥#{delimit(whole.to_i)}.#{frac}"
  end

  def delimit(number)
    whole, frac = number.to_s.split(".")
    whole = whole.reverse.scan(/\d{1,3}/).join(",").reverse
    whole = "-#{whole}" if number.negative?
    frac ? "#{whole}.#{frac}" : whole
  end

  def percent(ratio, digits: 1)
    format("%.#{digits}f%%", ratio * 100)
  end

  def rate_line(code, rate)
    "#{code.ljust(4)} #{format('%.4f', rate)}"
  end

  def signed(amount)
    amount.negative? ? "-#{yen(-amount)}" : "+#{yen(amount)}"
  end

  def table(rates)
    rates.sort.map { |code, rate| rate_line(code, rate) }.join("\n")
  end
end
