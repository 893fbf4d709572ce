namespace :report do
  desc "アクティブなサブスクの一覧を CSV で tmp/ に書き出す"
  task subscriptions: :environment do
    require "csv"

    path = Rails.root.join("tmp", "subscriptions_#{Date.today.strftime('%Y%m%d')}.csv")
    CSV.open(path, "w") do |csv|
      csv << %w[id user_email plan renews_on auto_renew]
      Subscription.active.includes(:user, :plan).find_each do |s|
        csv << [s.id, s.user.email, s.plan.name, s.renews_on.iso8601, s.auto_renew]
      end
    end
    puts "wrote #{path}"
  end

  desc "更新予定を日付ごとに集計して表示する"
  task renewals: :environment do
    from = Time.zone.today
    to = from + 30
    Subscription.active.auto_renew.renewing_between(from, to)
                .group(:renews_on).order(:renews_on).count
                .each { |date, n| puts "#{date}  #{n}" }
  end
end
