namespace :billing do
  desc "Mark invoices overdue when their due date has passed"
  task mark_overdue: :environment do
    count = Invoice.where(status: "sent").where("due_on < ?", Date.current).update_all(status: "overdue")
    puts "marked #{count} invoices overdue"
  end

  desc "Send payment reminders for invoices overdue by 7, 14 and 30 days"
  task send_reminders: :environment do
    [7, 14, 30].each do |days|
      Invoice.where(status: "overdue", due_on: Date.current - days).find_each do |invoice|
        InvoiceMailer.reminder(invoice, days_overdue: days).deliver_later
      end
    end
  end

  desc "Recalculate totals for one invoice: rake billing:recalculate[INV-2025-0042]"
  task :recalculate, [:number] => :environment do |_t, args|
    invoice = Invoice.find_by!(number: args[:number])
    invoice.recalculate_totals!
    puts "#{invoice.number}: net #{invoice.net_amount} gross #{invoice.gross_amount}"
  end

  desc "Export last month's invoices to S3 for accounting: rake billing:export_month or billing:export_month[2025-10-01]"
  task :export_month, [:date] => :environment do |_t, args|
    today = args[:date].present? ? Date.iso8601(args[:date]) : Date.current
    export = MonthlyInvoiceExport.new(today: today)
    key = "datev/#{export.filename}"
    Aws::S3::Client.new.put_object(bucket: "acme-accounting-exports", key: key, body: export.to_csv)
    puts "uploaded s3://acme-accounting-exports/#{key} (#{export.invoices.count} invoices)"
  end

  desc "Delete draft invoices older than 90 days"
  task purge_drafts: :environment do
    scope = Invoice.where(status: "draft").where("created_at < ?", 90.days.ago)
    puts "deleting #{scope.count} drafts"
    scope.destroy_all
  end
end
