# frozen_string_literal: true

class User < ApplicationRecord
  has_many :attendances, dependent: :destroy
  has_many :shifts, dependent: :destroy
  belongs_to :store

  def shift_on(date)
    shifts.find_by(date: date)
  end
end
