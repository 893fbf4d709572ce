class InvoiceCreator
  Result = Struct.new(:invoice, :success?, keyword_init: true)

  def initialize(account:, params:)
    @account = account
    @params = params
  end

  def call
    customer = @account.customers.find(@params[:customer_id])
    invoice = @account.invoices.new(
      customer: customer,
      number: InvoiceNumber.next_for(@account),
      issued_on: @params[:issued_on].presence || Date.current,
      currency: @params[:currency],
      notes: @params[:notes]
    )
    build_line_items(invoice)
    return Result.new(invoice: invoice, success?: false) unless invoice.save

    notify(invoice)
    Result.new(invoice: invoice, success?: true)
  end

  private

  def build_line_items(invoice)
    @params.fetch(:line_items, []).each do |item|
      invoice.line_items.build(
        description: item[:description],
        quantity: item[:quantity].to_d,
        unit_price_cents: (item[:unit_price].to_d * 100).round
      )
    end
    invoice.total_cents = invoice.line_items.sum { |li| (li.quantity * li.unit_price_cents).round }
  end

  def notify(invoice)
    return unless invoice.customer.notify_on_invoice?

    InvoiceMailer.with(invoice: invoice).created.deliver_later
  end
end
