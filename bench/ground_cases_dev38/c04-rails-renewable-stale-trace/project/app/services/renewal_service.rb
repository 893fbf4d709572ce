class RenewalService
  Result = Struct.new(:renewed, :skipped, :failed, keyword_init: true)

  def initialize(clock: Time)
    @clock = clock
  end

  def call
    result = Result.new(renewed: [], skipped: [], failed: [])
    Subscription.due_for_renewal(@clock.current).includes(:account, :plan).find_each do |sub|
      process(sub, result)
    end
    result
  end

  private

  def process(sub, result)
    if sub.renewable?
      sub.renew!
      result.renewed << sub.id
    else
      result.skipped << sub.id
    end
  rescue ActiveRecord::RecordInvalid => e
    Rails.logger.warn("renewal failed for #{sub.id}: #{e.message}")
    result.failed << sub.id
  end
end
