module MoneyHelper
  # Prices are stored in yen (integer); other currencies come later.
  def format_money(amount)
    number_to_currency(amount, locale: I18n.locale)
  end
end
