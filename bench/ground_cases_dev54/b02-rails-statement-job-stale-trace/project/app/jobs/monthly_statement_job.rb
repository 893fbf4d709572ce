# 毎月1日 03:00 に前月分の請求明細を作って送る（config/sidekiq.yml）
class MonthlyStatementJob < ApplicationJob
  queue_as :batch

  BATCH_SIZE = 200

  def perform(period = Date.current.prev_month.beginning_of_month)
    started = Time.current
    counts = Hash.new(0)

    Customer.active.billable.find_in_batches(batch_size: BATCH_SIZE) do |group|
      group.each do |customer|
        statement = Statement.build_for(customer, period)
        if statement.lines.empty?
          counts[:empty] += 1
          next
        end

        if !customer.paper_invoice? && customer.billing_email.blank?
          Rails.logger.warn("[MonthlyStatementJob] no billing email, skipped customer_id=#{customer.id}")
          counts[:no_email] += 1
          next
        end

        statement.save!
        if customer.paper_invoice?
          enqueue_paper(customer, statement)
          counts[:paper] += 1
        else
          StatementMailer.monthly(customer, statement).deliver_now
          counts[:mail] += 1
        end
      end
    end

    Rails.logger.info("[MonthlyStatementJob] period=#{period} #{counts.inspect} " \
                      "elapsed=#{(Time.current - started).round(1)}s")
  end

  private

  def enqueue_paper(customer, statement)
    PrintQueue.create!(
      statement: statement,
      addressee: customer.billing_contact.name,
      postal_code: customer.postal_code,
      address: customer.address_line,
      copies: customer.paper_copies || 1
    )
  end
end
