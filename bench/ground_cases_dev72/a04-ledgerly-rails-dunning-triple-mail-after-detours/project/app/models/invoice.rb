class Invoice < ApplicationRecord
  belongs_to :workspace

  MAX_DUNNING_STEPS = 3

  enum :status, { draft: "draft", open: "open", paid: "paid", past_due: "past_due", void: "void" }

  scope :dunning_due, lambda {
    past_due
      .where("dunning_step < ?", MAX_DUNNING_STEPS)
      .where("last_dunning_at IS NULL OR last_dunning_at < ?", 3.days.ago)
  }

  def amount
    amount_cents / 100.0
  end

  def plan_name
    workspace.plan&.name
  end
end
