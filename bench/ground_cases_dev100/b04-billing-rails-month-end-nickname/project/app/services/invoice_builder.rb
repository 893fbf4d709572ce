# frozen_string_literal: true

class InvoiceBuilder
  TAX_RATE = BigDecimal("0.10")

  def initialize(subscription, issued_on:)
    @subscription = subscription
    @issued_on = issued_on
  end

  def build!
    Invoice.create!(
      subscription: @subscription,
      number: next_number,
      issued_on: @issued_on,
      subtotal: subtotal,
      tax: tax,
      total: subtotal + tax,
      pdf_filename: pdf_filename
    )
  end

  def subtotal
    @subtotal ||= @subscription.price
  end

  # 消費税は請求書単位で計算し、1円未満は切り捨て
  def tax
    (subtotal * TAX_RATE).floor
  end

  def pdf_filename
    "invoice-#{@issued_on.strftime('%Y%m')}-sub#{@subscription.id}.pdf"
  end

  private

  def next_number
    seq = Invoice.where(issued_on: @issued_on.all_month).count + 1
    format("INV-%<ym>s-%<seq>04d", ym: @issued_on.strftime("%Y%m"), seq: seq)
  end
end
