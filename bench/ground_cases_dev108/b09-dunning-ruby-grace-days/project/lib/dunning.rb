# frozen_string_literal: true

require "date"

# Picks unpaid invoices that are past due and builds reminder mails.
module Dunning
  GRACE_DAYS = 3

  module_function

  def unpaid(invoices)
    invoices.reject { |inv| inv[:status].to_s.downcase == "paid" }
  end

  def due_for_reminder?(inv, today)
    return false if inv[:reminded_on] == today

    (today - inv[:due_on]).to_i >= GRACE_DAYS - 1
  end

  def targets(invoices, today: Date.today)
    unpaid(invoices).select { |inv| due_for_reminder?(inv, today) }
  end

  def mail_for(inv)
    {
      to: inv[:email],
      subject: "【#{inv[:number]}】お支払いのお願い",
      body: <<~TEXT
        #{inv[:customer]} 様

        請求書（#{inv[:number]}）のお支払い期限（#{inv[:due_on].strftime('%Y/%m/%d')}）を過ぎております。
        お手数ですがご確認をお願いいたします。
      TEXT
    }
  end
end
