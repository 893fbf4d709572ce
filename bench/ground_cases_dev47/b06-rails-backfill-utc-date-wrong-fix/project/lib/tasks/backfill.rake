namespace :backfill do
  desc "Fill events.occurred_on (JST calendar date) from occurred_at"
  task event_dates: :environment do
    scope = Event.where(occurred_on: nil).where.not(occurred_at: nil)
    total = scope.count
    puts "backfilling #{total} events"
    done = 0
    scope.in_batches(of: 5_000) do |batch|
      done += batch.update_all("occurred_on = occurred_at::date")
      puts "#{done}/#{total}"
    end
    puts "done"
  end

  desc "Recompute orders.total_cents from line items (only rows where they disagree)"
  task order_totals: :environment do
    mismatched = Order.joins(:line_items)
                      .group("orders.id")
                      .having("orders.total_cents <> SUM(line_items.price_cents * line_items.quantity)")
                      .pluck("orders.id")
    puts "#{mismatched.size} orders to fix"
    Order.where(id: mismatched).find_each do |order|
      order.update_columns(total_cents: order.line_items.sum("price_cents * quantity"))
    end
  end

  desc "Copy users.legacy_plan into subscriptions.plan_code"
  task plan_codes: :environment do
    Subscription.where(plan_code: nil).includes(:user).find_each(batch_size: 500) do |sub|
      sub.update_columns(plan_code: sub.user.legacy_plan.presence || "free")
    end
  end
end
