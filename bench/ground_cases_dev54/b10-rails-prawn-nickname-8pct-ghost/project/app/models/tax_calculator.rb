# 適格請求書（インボイス）対応: 税率ごとに1回だけ端数処理（切り捨て）する
class TaxCalculator
  STANDARD_RATE = BigDecimal("0.10")
  REDUCED_RATE = BigDecimal("0.08")

  Totals = Struct.new(:subtotal, :standard_base, :reduced_base, :standard_tax, :reduced_tax, keyword_init: true) do
    def total
      subtotal + standard_tax + reduced_tax
    end
  end

  def initialize(lines)
    @lines = lines
  end

  def totals
    reduced, standard = @lines.partition(&:reduced_rate?)
    standard_base = standard.sum(&:amount)
    reduced_base = reduced.sum(&:amount)
    Totals.new(
      subtotal: standard_base + reduced_base,
      standard_base: standard_base,
      reduced_base: reduced_base,
      standard_tax: (standard_base * STANDARD_RATE).floor,
      reduced_tax: (reduced_base * REDUCED_RATE).floor
    )
  end

  # 請求書の「うち消費税」欄用。税率ごとの対象額と税額の組
  def breakdown
    t = totals
    [
      { rate: STANDARD_RATE, base: t.standard_base, tax: t.standard_tax },
      { rate: REDUCED_RATE, base: t.reduced_base, tax: t.reduced_tax }
    ].reject { |row| row[:base].zero? }
  end
end
