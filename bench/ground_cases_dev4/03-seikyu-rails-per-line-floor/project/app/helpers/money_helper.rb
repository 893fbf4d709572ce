module MoneyHelper
  def yen(amount)
    number_to_currency(amount.round, unit: "¥", precision: 0, format: "%u%n")
  end
end
