# frozen_string_literal: true

module Settlement
  # Builds the ledger entries of one merchant for one settlement day.
  # Payments are credited net of fees; refunds are debited and give back
  # the proportional part of the fee.
  class LedgerBuilder
    def initialize(merchant, day)
      @merchant = merchant
      @day = day
    end

    def build
      payment_entries(@merchant.payments.settled_on(@day)) +
        refund_entries(@merchant.refunds.settled_on(@day).includes(payment: :fee))
    end

    private

    # Refunds are always in the currency of the payment they refund.
    def currency_of(payment)
      payment.currency.presence || "CNY"
    end

    def payment_entries(payments)
      payments.map do |payment|
        fee = payment.fee&.amount_cents.to_i
        {
          kind: "payment",
          reference: payment.reference,
          currency: currency_of(payment),
          gross_cents: payment.amount_cents,
          fee_cents: fee,
          net_cents: payment.amount_cents - fee
        }
      end
    end

    def refund_entries(refunds)
      refunds.map do |refund|
        ratio = refund.amount_cents.to_r / refund.payment.amount_cents
        fee_back = (refund.payment.fee.amount_cents * ratio).round
        {
          kind: "refund",
          reference: refund.reference,
          currency: currency_of(refund.payment),
          gross_cents: -refund.amount_cents,
          fee_cents: -fee_back,
          net_cents: -(refund.amount_cents - fee_back)
        }
      end
    end
  end
end
