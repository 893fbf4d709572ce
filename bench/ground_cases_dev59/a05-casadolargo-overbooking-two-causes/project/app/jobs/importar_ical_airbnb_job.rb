require "icalendar"

# Lê o calendário iCal que o Airbnb publica para cada quarto e cria/cancela reservas.
class ImportarIcalAirbnbJob < ApplicationJob
  queue_as :canais

  def perform
    Quarto.ativos.where.not(airbnb_ical_url: nil).find_each do |quarto|
      eventos = Icalendar::Event.parse(Faraday.get(quarto.airbnb_ical_url).body)
      uids = eventos.map { |e| e.uid.to_s }
      eventos.each { |e| importar(quarto, e) }
      # reservas do Airbnb que desapareceram do iCal foram canceladas lá
      quarto.reservas.ativas.where(canal: "airbnb").where.not(uid_externo: uids)
            .find_each { |r| r.cancelar!("removida do iCal do Airbnb") }
    end
  end

  private

  def importar(quarto, evento)
    return if evento.summary.to_s.include?("Not available")

    reserva = quarto.reservas.find_or_initialize_by(uid_externo: evento.uid.to_s)
    reserva.assign_attributes(
      canal: "airbnb",
      check_in: evento.dtstart.to_date,
      check_out: evento.dtend.to_date,
      hospede_nome: evento.summary.to_s.presence || "Hóspede Airbnb"
    )
    reserva.save! if reserva.changed?
  end
end
