# Reserva de um quarto, venha de onde vier (balcão, Booking.com, Airbnb, site).
class Reserva < ApplicationRecord
  CANAIS = %w[balcao booking airbnb site].freeze

  belongs_to :quarto

  validates :canal, inclusion: { in: CANAIS }
  validates :check_in, :check_out, :hospede_nome, presence: true
  validate :check_out_depois_do_check_in

  scope :ativas, -> { where(cancelada_em: nil) }
  # noites [check_in, check_out): o dia de saída fica livre para outra reserva
  scope :sobrepostas, ->(inicio, fim) { ativas.where("check_in < ? AND check_out > ?", fim, inicio) }

  after_commit :avisar_canais, on: %i[create update]

  def noites
    (check_out - check_in).to_i
  end

  def cancelar!(motivo)
    update!(cancelada_em: Time.current, motivo_cancelamento: motivo)
  end

  private

  def check_out_depois_do_check_in
    return if check_in.blank? || check_out.blank?
    errors.add(:check_out, "tem de ser depois do check-in") if check_out <= check_in
  end

  def avisar_canais
    EnviarDisponibilidadeJob.perform_later(quarto_id: quarto_id, de: check_in.to_s, ate: check_out.to_s)
  end
end
