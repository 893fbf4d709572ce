class Loan < ApplicationRecord
  class ExtensionError < StandardError; end

  MAX_EXTENSIONS = 2
  EXTENSION_DAYS = 7

  belongs_to :user
  belongs_to :equipment

  validates :due_on, presence: true
  validate :equipment_available, on: :create

  scope :active, -> { where(returned_at: nil) }
  # Date.current (app time zone), the same day boundary as #overdue?
  scope :overdue, -> { active.where("due_on < ?", Date.current) }
  scope :due_soon, -> { active.where(due_on: Date.current..3.days.from_now.to_date) }

  def overdue?
    returned_at.nil? && due_on < Date.current
  end

  def extendable?
    returned_at.nil? && !overdue? && extensions_count <= MAX_EXTENSIONS
  end

  def extend!
    raise ExtensionError, I18n.t("loans.errors.not_extendable") unless extendable?

    update!(due_on: due_on + EXTENSION_DAYS, extensions_count: extensions_count + 1)
  end

  def return!(at: Time.current)
    transaction do
      update!(returned_at: at)
      equipment.update!(status: :available)
    end
  end

  private

  def equipment_available
    return if equipment.nil? || equipment.available?

    errors.add(:equipment, "は貸出中です")
  end
end
