require "prawn"
require "prawn/table"

# Renders an issued invoice as PDF (A4, German).
class InvoicePdf
  include ActionView::Helpers::NumberHelper

  def initialize(invoice)
    @invoice = invoice
    @seller = Rails.configuration.x.invoicing.seller
  end

  def render
    Prawn::Document.new(page_size: "A4", margin: 50) do |pdf|
      header(pdf)
      items(pdf)
      totals(pdf)
      footer(pdf)
    end.render
  end

  private

  def header(pdf)
    pdf.text @seller[:name], size: 16, style: :bold
    pdf.text "#{@seller[:street]}, #{@seller[:city]}", size: 9
    pdf.move_down 30
    pdf.text "Rechnung #{@invoice.number}", size: 14, style: :bold
    pdf.text "Rechnungsdatum: #{I18n.l(@invoice.issued_on)}"
    pdf.text service_date_line
    pdf.text "Fällig am: #{I18n.l(@invoice.due_on)}"
    pdf.move_down 20
  end

  def service_date_line
    start = @invoice.service_period_start || @invoice.issued_on
    finish = @invoice.service_period_end || start
    return "Leistungsdatum: #{I18n.l(start)}" if start == finish

    "Leistungszeitraum: #{I18n.l(start)} – #{I18n.l(finish)}"
  end

  def items(pdf)
    rows = [%w[Pos. Beschreibung Menge Einzelpreis USt Betrag]]
    @invoice.line_items.each_with_index do |li, i|
      rows << [i + 1, li.description, li.quantity, money(li.unit_price_cents), "#{li.tax_rate} %",
               money(li.quantity * li.unit_price_cents)]
    end
    pdf.table(rows, header: true, width: pdf.bounds.width)
  end

  def totals(pdf)
    pdf.move_down 15
    pdf.text "Netto: #{money(@invoice.net_cents)}", align: :right
    pdf.text "USt: #{money(@invoice.tax_cents)}", align: :right
    pdf.text "Gesamt: #{money(@invoice.gross_cents)}", align: :right, style: :bold
  end

  def footer(pdf)
    pdf.move_down 30
    pdf.text "USt-IdNr.: #{@seller[:vat_id]} · IBAN: #{@seller[:iban]}", size: 8
  end

  def money(cents)
    number_to_currency(cents / 100.0, unit: "€", separator: ",", delimiter: ".", format: "%n %u")
  end
end
