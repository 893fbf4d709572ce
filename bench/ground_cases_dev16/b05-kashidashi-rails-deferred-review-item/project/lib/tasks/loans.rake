require "csv"

namespace :loans do
  desc "貸出中の備品をCSVに書き出す (bin/rails 'loans:export[tmp/loans.csv]')"
  task :export, [:path] => :environment do |_t, args|
    path = args[:path] || Rails.root.join("tmp", "loans_#{Date.current.strftime('%Y%m')}.csv")
    headers = %w[資産番号 備品 借りている人 返却期限 延長回数 期限切れ]
    CSV.open(path, "w", write_headers: true, headers: headers) do |csv|
      Loan.active.includes(:equipment, :user).order(:due_on).find_each do |loan|
        csv << [
          loan.equipment.asset_tag,
          loan.equipment.name,
          loan.user.name,
          loan.due_on.strftime("%Y/%m/%d"),
          loan.extensions_count,
          loan.overdue? ? "はい" : ""
        ]
      end
    end
    puts "wrote #{path}"
  end
end
