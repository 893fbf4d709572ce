class Booking < ApplicationRecord
  belongs_to :listing

  validates :check_in, :check_out, presence: true
  validate :check_out_after_check_in

  def nights
    (check_out - check_in).to_i
  end

  private

  def check_out_after_check_in
    return if check_in.blank? || check_out.blank?
    errors.add(:check_out, :after_check_in) if check_out <= check_in
  end
end
