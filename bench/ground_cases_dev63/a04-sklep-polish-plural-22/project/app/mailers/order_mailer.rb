class OrderMailer < ApplicationMailer
  helper OrdersHelper

  def shipped(order)
    @order = order
    I18n.with_locale(order.customer.locale || I18n.default_locale) do
      mail(
        to: order.customer.email,
        subject: t("order_mailer.shipped.subject", number: order.number)
      )
    end
  end
end
