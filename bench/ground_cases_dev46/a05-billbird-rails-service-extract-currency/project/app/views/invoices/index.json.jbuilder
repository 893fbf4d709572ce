json.array! @invoices do |invoice|
  json.extract! invoice, :id, :number, :issued_on, :currency, :total_cents
  json.customer_name invoice.customer.name
  json.customer_email invoice.customer.email
end
