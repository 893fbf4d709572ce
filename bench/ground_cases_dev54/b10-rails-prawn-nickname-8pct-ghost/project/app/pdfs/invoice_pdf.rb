# 請求書・納品書の PDF（卸売管理）。2016 年に作られて以来、帳票の見た目は営業部の要望で少しずつ変わっている。
class InvoicePdf < Prawn::Document
  FONT = Rails.root.join("vendor/fonts/ipaexg.ttf").to_s
  ADDRESS_BOX = { width: 260, height: 42 }.freeze

  def initialize(document, kind: :invoice)
    super(page_size: "A4", margin: [36, 40, 36, 40])
    @doc = document
    @kind = kind
    font FONT
    render_header
    render_address
    render_lines
    kind == :invoice ? render_invoice_totals : render_delivery_totals
  end

  private

  def render_header
    text(@kind == :invoice ? "御 請 求 書" : "納 品 書", size: 20, align: :center)
    move_down 8
    text "No. #{@doc.number}　発行日 #{@doc.issued_on.strftime('%Y年%-m月%-d日')}", size: 9, align: :right
  end

  def render_address
    customer = @doc.customer
    text "〒#{customer.postal_code}", size: 9
    text_box customer.full_address, at: [0, cursor], size: 10, overflow: :shrink_to_fit, min_font_size: 8,
                                    **ADDRESS_BOX
    move_down ADDRESS_BOX[:height] + 4
    text "#{customer.name} 御中", size: 13, style: :normal
    move_down 12
  end

  def render_lines
    rows = [%w[品番 品名 数量 単価 金額]]
    @doc.lines.each do |l|
      rows << [l.item_code, l.item_name, l.quantity.to_s(:delimited), yen(l.unit_price), yen(l.amount)]
    end
    table(rows, header: true, width: bounds.width, cell_style: { size: 9 }) do
      row(0).background_color = "EEEEEE"
      columns(2..4).align = :right
    end
    move_down 10
  end

  def render_invoice_totals
    totals = TaxCalculator.new(@doc.lines).totals
    text "小計 #{yen(totals.subtotal)}", align: :right
    text "消費税(10%) #{yen(totals.standard_tax)}　消費税(8%・軽減) #{yen(totals.reduced_tax)}", align: :right, size: 9
    text "ご請求金額 #{yen(totals.total)}", align: :right, size: 14
  end

  def render_delivery_totals
    subtotal = @doc.lines.sum(&:amount)
    tax = (subtotal * 0.08).floor
    text "小計 #{yen(subtotal)}", align: :right
    text "消費税 #{yen(tax)}", align: :right, size: 9
    text "合計 #{yen(subtotal + tax)}", align: :right, size: 12
  end

  def yen(value)
    "¥#{value.to_i.to_s(:delimited)}"
  end
end
