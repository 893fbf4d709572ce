namespace :backfill do
  desc "Fill customers.region from zip (DRY_RUN=1 to only count)"
  task regions: :environment do
    scope = Customer.where(region: nil)
    if ENV["DRY_RUN"].present?
      puts "would backfill #{scope.count} customers"
      next
    end

    started = Time.current
    updated = RegionBackfill.new(scope: scope, logger: Logger.new($stdout)).call
    puts "backfilled #{updated} customers in #{(Time.current - started).round(1)}s"
  end
end
