class InvoicePdf
  include ActiveSupport::NumberHelper

  def initialize(invoice)
    @invoice = invoice
    @billing = Rails.application.config.x.billing
  end

  def render
    Prawn::Document.new(page_size: "A4") do |pdf|
      pdf.font Rails.root.join("app/assets/fonts/ipaexg.ttf")
      pdf.text "請求書", size: 20, align: :center
      pdf.move_down 12
      pdf.text "#{@invoice.customer.name} 様"
      pdf.text "請求書番号: #{@invoice.number}"
      pdf.text "発行日: #{@invoice.issued_on.strftime('%Y年%-m月%-d日')}"
      pdf.move_down 12
      pdf.text @billing.issuer_name, align: :right
      pdf.text "登録番号: #{@billing.registration_number}", align: :right
      pdf.move_down 12
      pdf.text "小計 #{yen(@invoice.subtotal_yen)}"
      pdf.text "消費税 (10%) #{yen(@invoice.tax_yen)}"
      pdf.text "合計 #{yen(@invoice.total_yen)}", style: :bold
    end.render
  end

  private

  def yen(amount)
    "¥#{number_to_delimited(amount)}"
  end
end
