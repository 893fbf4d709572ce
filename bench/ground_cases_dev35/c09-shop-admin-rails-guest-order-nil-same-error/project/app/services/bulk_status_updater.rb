# frozen_string_literal: true

# 后台批量改订单状态 (发货 / 完成), 一次最多 500 单
class BulkStatusUpdater
  ALLOWED = %w[shipped completed].freeze
  MAX_IDS = 500

  def initialize(ids:, status:)
    @ids = Array(ids).map(&:to_i).uniq.first(MAX_IDS)
    @status = status.to_s
  end

  def call
    raise ArgumentError, "不支持的状态: #{@status}" unless ALLOWED.include?(@status)

    scope = Order.where(id: @ids).where(status: from_statuses)
    # 批量改状态只动 status/updated_at, 状态流转已经在上面用 where 限定, 不需要逐条校验和回调
    scope.update_all(status: @status, updated_at: Time.current) # rubocop:disable Rails/SkipsModelValidations
  end

  private

  def from_statuses
    case @status
    when "shipped" then %w[paid]
    when "completed" then %w[shipped]
    end
  end
end
