module BillingHelper
  def trial_banner(subscription)
    return unless subscription&.trialing?

    days = subscription.trial_days_left
    tag.div(class: "banner banner--trial") do
      safe_join([
        tag.strong("Your trial ends in #{pluralize(days, "day")}."),
        " ",
        link_to("Choose a plan", billing_plans_path)
      ])
    end
  end

  def price_label(cents)
    number_to_currency(cents / 100.0, unit: "$", precision: cents % 100 == 0 ? 0 : 2)
  end

  def plan_options
    Subscription::PLANS.map do |name, info|
      ["#{name.titleize} (#{price_label(info[:monthly_cents])}/mo, #{info[:seats]} seats)", name]
    end
  end

  def status_badge(subscription)
    css = {
      "trialing" => "badge--blue",
      "active" => "badge--green",
      "past_due" => "badge--orange",
      "canceled" => "badge--grey"
    }.fetch(subscription.status, "badge--grey")
    tag.span(subscription.status.humanize, class: "badge #{css}")
  end
end
