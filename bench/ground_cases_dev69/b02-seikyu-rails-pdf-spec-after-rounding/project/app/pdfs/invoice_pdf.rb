require "prawn/table"

class InvoicePdf
  include ActionView::Helpers::NumberHelper

  FONT_DIR = Rails.root.join("vendor/fonts")

  def initialize(invoice)
    @invoice = invoice
    @pdf = Prawn::Document.new(page_size: "A4", margin: [40, 40, 50, 40], info: { Title: invoice.number })
    gothic = FONT_DIR.join("ipaexg.ttf").to_s
    @pdf.font_families.update("IPAexGothic" => { normal: gothic, bold: gothic })
    @pdf.font "IPAexGothic"
  end

  def render
    header
    customer_block
    items_table
    totals
    footer
    @pdf.render
  end

  private

  def header
    @pdf.text I18n.t("invoice.title"), size: 20, align: :center
    @pdf.move_down 10
    @pdf.text "請求番号: #{@invoice.number}", align: :right, size: 9
    @pdf.text "発行日: #{I18n.l(@invoice.issued_on, format: :long)}", align: :right, size: 9
    @pdf.text "登録番号: #{Invoice::REGISTRATION_NUMBER}", align: :right, size: 9
  end

  def customer_block
    @pdf.move_down 10
    @pdf.text @invoice.customer.honorific_name, size: 14
    @invoice.customer.address_lines.each { |line| @pdf.text line, size: 9 }
    @pdf.move_down 10
    @pdf.text "ご請求金額　#{yen(@invoice.total)}（税込）", size: 14
    @pdf.text "お支払期限: #{I18n.l(@invoice.due_on, format: :long)}", size: 9
  end

  def items_table
    @pdf.move_down 14
    rows = [%w[品名 数量 単価 税率 金額]]
    @invoice.items.each do |item|
      rows << [item.display_name, item.quantity, yen(item.unit_price), "#{item.tax_rate}%", yen(item.amount)]
    end
    @pdf.table(rows, header: true, width: @pdf.bounds.width, cell_style: { size: 9, padding: [3, 5] }) do
      row(0).background_color = "EEEEEE"
      columns(1..4).align = :right
    end
  end

  def totals
    @pdf.move_down 8
    rows = @invoice.tax_breakdown.map do |rate, v|
      ["#{rate}%対象 #{yen(v[:subtotal])}", "消費税 #{yen(v[:tax])}"]
    end
    rows << ["合計（税込）", yen(@invoice.total)]
    table = @pdf.make_table(rows, position: :right, cell_style: { size: 9, borders: [], padding: [2, 6] })
    if @pdf.cursor < table.height
      @pdf.start_new_page
      @pdf.text "（前頁より続く）明細 #{@invoice.items.size}件 小計 #{yen(@invoice.subtotal)}", size: 8
      @pdf.move_down 4
    end
    table.draw
  end

  def footer
    @pdf.move_down 12
    @pdf.text "※は軽減税率（8%）対象です。", size: 8 if @invoice.reduced_rate_included?
    @pdf.number_pages "<page> / <total>", at: [@pdf.bounds.right - 50, -10], size: 8
  end

  def yen(amount)
    "¥#{number_with_delimiter(amount)}"
  end
end
