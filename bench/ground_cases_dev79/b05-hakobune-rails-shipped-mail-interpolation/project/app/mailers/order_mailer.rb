class OrderMailer < ApplicationMailer
  def shipped
    @order = params[:order]
    @customer = @order.customer

    I18n.with_locale(@customer.locale.presence || I18n.default_locale) do
      @greeting = t(".body", customer_name: @customer.name, number: @order.number)
      @tracking = t(".tracking", url: @order.tracking_url) if @order.tracking_url
      mail(to: @customer.email, subject: t(".subject", number: @order.number))
    end
  end
end
