# frozen_string_literal: true

require "prawn"
require "prawn/table"

# Renders an invoice (增值税普通发票 layout) as a PDF string.
class InvoicePdf
  include ActionView::Helpers::NumberHelper

  FONT_DIR = Rails.root.join("vendor/fonts")
  PAGE_MARGIN = [40, 40, 60, 40].freeze

  def initialize(invoice)
    @invoice = invoice
    @pdf = Prawn::Document.new(page_size: "A4", margin: PAGE_MARGIN,
                               info: { Title: "发票 #{invoice.number}", Creator: "billing" })
  end

  def render
    setup_fonts
    number_pages
    header
    buyer_block
    items_table
    totals
    @pdf.render
  end

  private

  def setup_fonts
    @pdf.font_families.update(
      "NotoSansSC" => {
        normal: FONT_DIR.join("NotoSansSC-Regular.ttf").to_s,
        bold: FONT_DIR.join("NotoSansSC-Bold.ttf").to_s
      }
    )
    @pdf.font "NotoSansSC"
  end

  def number_pages
    @pdf.number_pages "第 <page> 页 / 共 <total> 页",
                      at: [@pdf.bounds.right - 150, -20], width: 150, align: :right, size: 8
  end

  def header
    @pdf.text "增值税普通发票", size: 18, style: :bold, align: :center
    @pdf.move_down 6
    @pdf.text "发票号码：#{@invoice.number}", size: 9, align: :right
    @pdf.text "开票日期：#{I18n.l(@invoice.issued_on, format: :long, locale: :"zh-CN")}", size: 9, align: :right
    @pdf.move_down 12
  end

  def buyer_block
    @pdf.text "购买方：#{@invoice.buyer_name}", size: 10
    @pdf.text "纳税人识别号：#{@invoice.buyer_tax_id}", size: 10
    @pdf.text "地址、电话：#{@invoice.buyer_address} #{@invoice.buyer_phone}", size: 10
    @pdf.move_down 10
  end

  def items_table
    rows = [%w[项目名称 规格型号 数量 单价 金额]]
    @invoice.items.each do |item|
      rows << [item.name, item.spec.to_s, item.quantity.to_s, money(item.unit_price), money(item.amount)]
    end
    @pdf.table(rows, header: true, width: @pdf.bounds.width, cell_style: { size: 9, padding: [4, 6] }) do |t|
      t.row(0).font_style = :bold
      t.row(0).background_color = "EEEEEE"
      t.columns(2..4).align = :right
    end
    @pdf.move_down 8
  end

  def totals
    @pdf.text "合计金额：#{money(@invoice.subtotal)}", align: :right, size: 10
    @pdf.text "税额（#{(@invoice.tax_rate * 100).round}%）：#{money(@invoice.tax_amount)}", align: :right, size: 10
    @pdf.text "价税合计：#{money(@invoice.total)}", align: :right, size: 11, style: :bold
  end

  def money(value)
    number_to_currency(value, unit: "¥", precision: 2, format: "%u%n")
  end
end
