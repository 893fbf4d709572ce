namespace :billing do
  desc "Renew all subscriptions whose period has ended"
  task renew: :environment do
    if ENV["DRY_RUN"].present?
      Subscription.due_for_renewal.includes(:plan).find_each do |sub|
        puts [sub.id, sub.plan.name, sub.in_trial? ? "trial" : sub.renewal_price_cents].join("\t")
      end
      next
    end

    results = RenewalService.new.renew_all
    failed = results.count(&:error)
    puts "renewed #{results.size - failed}, failed #{failed}"
  end

  desc "List subscriptions that will renew in the next N days (default 3)"
  task :upcoming, [:days] => :environment do |_t, args|
    days = (args[:days] || 3).to_i
    Subscription.due_for_renewal(days.days.from_now).includes(:plan).find_each do |sub|
      puts [sub.id, sub.plan.name, sub.current_period_end.to_date].join("\t")
    end
  end
end
