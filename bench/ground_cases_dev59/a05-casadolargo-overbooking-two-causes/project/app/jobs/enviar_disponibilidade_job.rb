# Envia a disponibilidade aos canais (Booking.com via API XML, Airbnb não: o Airbnb lê o nosso iCal).
class EnviarDisponibilidadeJob < ApplicationJob
  queue_as :canais

  JANELA_DIAS = 365

  def perform(quarto_id: nil, de: nil, ate: nil, todos: false)
    quartos = todos ? Quarto.ativos : Quarto.where(id: quarto_id)
    de = de ? Date.parse(de) : Date.current
    ate = ate ? Date.parse(ate) : de + JANELA_DIAS

    quartos.find_each do |quarto|
      noites = Disponibilidade.para(quarto, de, ate)
      BookingCom::Cliente.new.atualizar_disponibilidade(quarto.booking_room_id, noites)
      Rails.logger.info("[canais] disponibilidade enviada quarto=#{quarto.numero} #{de}..#{ate}")
    end
  rescue BookingCom::Erro => e
    Rails.logger.error("[canais] Booking.com recusou: #{e.message}")
    raise
  end

  # o Booking.com aceita no máximo 3 pedidos por segundo por propriedade;
  # acima disso responde 429 e o cliente levanta LimiteExcedido
  retry_on BookingCom::LimiteExcedido, wait: 5.seconds, attempts: 5
  discard_on ActiveJob::DeserializationError

  def self.tudo_agora!
    perform_now(todos: true)
  end
end
